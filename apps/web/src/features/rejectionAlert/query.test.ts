import { describe, expect, it } from 'vitest';
import { bucketLabel, countsRequest, rangeOf } from './query';

describe('the rejection list’s request', () => {
  it('covers the last week when the URL names no period, and reads the filters it knows', () => {
    const request = countsRequest({
      page: 2,
      pageSize: 20,
      filters: { bucket: 'hour', reason: 'OVERSIZED', kioskType: 1, tid: 3, kid: ' SC-1 ', other: 'x' },
    });
    expect(request).toMatchObject({ page: 2, bucket: 'hour', reason: 'OVERSIZED', kioskType: 1, tid: 3, kid: 'SC-1' });
    expect(Date.parse(request.to) - Date.parse(request.from)).toBeGreaterThan(6 * 86_400_000);
    expect(countsRequest({ page: 1, pageSize: 20, filters: { bucket: 'week', reason: 'NOPE' } })).toMatchObject({
      bucket: 'day',
      reason: undefined,
    });
    expect(rangeOf({ range: ['2026-11-01', '2026-11-03'] })).toEqual(['2026-11-01', '2026-11-03']);
  });

  it('names an hour or day in Hong Kong time, as the server counts them', () => {
    expect(bucketLabel('2026-11-26T16:00:00.000Z', 'day')).toBe('2026-11-27');
    expect(bucketLabel('2026-11-27T13:00:00.000Z', 'hour')).toBe('2026-11-27 21:00');
  });
});
