import { describe, expect, it } from 'vitest';
import { auditRequest } from './auditQuery';

describe('audit list request', () => {
  it('turns the URL filters into the page request, whole days included', () => {
    const request = auditRequest({
      page: 2,
      pageSize: 50,
      filters: { userName: 'ann', resTypeId: 7, recordId: '12', range: ['2025-03-01', '2025-03-02'] },
    });
    expect(request).toMatchObject({
      page: 2,
      pageSize: 50,
      userName: 'ann',
      resTypeId: 7,
      recordId: '12',
      sort: { field: 'createdAt', order: 'descend' },
    });
    expect(new Date(request.to!).getTime() - new Date(request.from!).getTime()).toBe(2 * 86_400_000 - 1);
  });

  it('leaves out what is not set', () => {
    expect(auditRequest({ page: 1, pageSize: 20, filters: {} })).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'createdAt', order: 'descend' },
      userName: undefined,
      resTypeId: undefined,
      recordId: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
