import { describe, expect, it } from 'vitest';
import { listStateToParams, parseListState, withFilters } from './listState';

describe('list state in the URL', () => {
  it('reads paging, order and typed filters', () => {
    const params = new URLSearchParams(
      'page=3&pageSize=50&sort=loginId:descend&keyword=ann&status=1&range=2024-01-01,2024-01-31',
    );
    expect(parseListState(params, { numeric: ['status'], lists: ['range'] })).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'loginId', order: 'descend' },
      filters: { keyword: 'ann', status: 1, range: ['2024-01-01', '2024-01-31'] },
    });
  });

  it('falls back to the defaults on missing or broken values', () => {
    expect(
      parseListState(new URLSearchParams('page=-2&pageSize=x&sort=id:sideways&status=abc&keyword='), {
        numeric: ['status'],
      }),
    ).toEqual({
      page: 1,
      pageSize: 20,
      sort: undefined,
      filters: {},
    });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = {
      page: 2,
      pageSize: 20,
      sort: { field: 'lupdDttm', order: 'ascend' as const },
      filters: { roleId: 4, range: ['a', 'b'] },
    };
    const params = listStateToParams(state);
    expect(params.toString()).toBe('roleId=4&range=a%2Cb&page=2&sort=lupdDttm%3Aascend');
    expect(parseListState(params, { numeric: ['roleId'], lists: ['range'] })).toEqual(state);
    expect(listStateToParams({ page: 1, pageSize: 20, filters: {} }).toString()).toBe('');
  });

  it('goes back to the first page and drops empty values when the filters change', () => {
    const state = { page: 5, pageSize: 50, filters: { keyword: 'x' } };
    expect(withFilters(state, { keyword: '', status: 0, tid: undefined, range: [] })).toEqual({
      page: 1,
      pageSize: 50,
      filters: { status: 0 },
    });
  });
});
