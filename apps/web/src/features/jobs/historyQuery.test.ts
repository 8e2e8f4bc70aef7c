import { describe, expect, it } from 'vitest';
import { historyLink, jobRunRequest } from './historyQuery';

describe('job history request', () => {
  it('turns the URL filters into the page request, whole days included', () => {
    const request = jobRunRequest({
      page: 2,
      pageSize: 50,
      sort: { field: 'durationMs', order: 'ascend' },
      filters: {
        name: 'kiosk.watch',
        status: 'failed',
        trigger: 'manual',
        instance: ' web-1 ',
        range: ['2026-03-01', '2026-03-02'],
      },
    });
    expect(request).toMatchObject({
      page: 2,
      pageSize: 50,
      sort: { field: 'durationMs', order: 'ascend' },
      name: 'kiosk.watch',
      status: 'failed',
      trigger: 'manual',
      instance: 'web-1',
    });
    expect(new Date(request.to!).getTime() - new Date(request.from!).getTime()).toBe(2 * 86_400_000 - 1);
  });

  it('is newest first and leaves out what is not set or not a choice', () => {
    expect(jobRunRequest({ page: 1, pageSize: 20, filters: { status: 'lost', trigger: 7, name: ' ' } })).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'startedAt', order: 'descend' },
      name: undefined,
      status: undefined,
      trigger: undefined,
      instance: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('links to one task’s runs', () => {
    expect(historyLink('heartbeat.retention')).toBe('/system/jobHistory?name=heartbeat.retention');
  });
});
