import { describe, expect, it } from 'vitest';
import { messageRequest, recipientHistoryLink } from './historyQuery';

describe('message history request', () => {
  it('turns the URL filters into the page request, whole days included', () => {
    const request = messageRequest({
      page: 3,
      pageSize: 50,
      sort: { field: 'statusAt', order: 'ascend' },
      filters: {
        status: 'failed',
        event: 'alarm.digest',
        recipient: ' chan@example.com ',
        tenantId: 5,
        range: ['2026-03-01', '2026-03-02'],
      },
    });
    expect(request).toMatchObject({
      page: 3,
      pageSize: 50,
      sort: { field: 'statusAt', order: 'ascend' },
      status: 'failed',
      event: 'alarm.digest',
      recipient: 'chan@example.com',
      tenantId: 5,
    });
    expect(new Date(request.to!).getTime() - new Date(request.from!).getTime()).toBe(2 * 86_400_000 - 1);
  });

  it('is newest first and leaves out what is not set or not a choice', () => {
    expect(
      messageRequest({
        page: 1,
        pageSize: 20,
        filters: { status: 'lost', event: ' ', tenantId: 'x', range: ['someday', '2026-03-02'] },
      }),
    ).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'createdAt', order: 'descend' },
      status: undefined,
      event: undefined,
      recipient: undefined,
      tenantId: undefined,
      from: undefined,
      to: expect.any(String) as string,
    });
  });

  it('links to the test messages sent to one recipient', () => {
    expect(recipientHistoryLink('email', 'chan+test@example.com')).toBe(
      '/message/email?recipient=chan%2Btest%40example.com&event=test',
    );
    expect(recipientHistoryLink('sms', '+85291234567')).toBe('/message/sms?recipient=%2B85291234567&event=test');
  });
});
