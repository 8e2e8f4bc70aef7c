import { describe, expect, it } from 'vitest';
import { entityCalls, pageRequest } from './entityApi';

describe('simple entity calls', () => {
  it('uses the SPEC paths by default: page, ?id= detail, PUT with the id in the body, DELETE /{id}', () => {
    const calls = entityCalls('/alertType');
    expect(calls.page({ page: 1 })).toEqual({ method: 'POST', path: '/alertType/page', body: { page: 1 } });
    expect(calls.read?.(7)).toEqual({ method: 'GET', path: '/alertType?id=7' });
    expect(calls.create({ code: 'X' })).toEqual({ method: 'POST', path: '/alertType', body: { code: 'X' } });
    expect(calls.update(7, { level: 3 })).toEqual({ method: 'PUT', path: '/alertType', body: { level: 3, id: 7 } });
    expect(calls.remove(7)).toEqual({ method: 'DELETE', path: '/alertType/7' });
  });

  it('follows an entity whose list, detail and edit calls differ', () => {
    const calls = entityCalls('/tenants', {
      pagePath: '/tenants/list',
      read: 'params',
      update: { method: 'PATCH', idIn: 'params' },
    });
    expect(calls.page({}).path).toBe('/tenants/list');
    expect(calls.read?.(3)).toEqual({ method: 'GET', path: '/tenants/3' });
    expect(calls.update(3, { name: 'A' })).toEqual({ method: 'PATCH', path: '/tenants/3', body: { name: 'A' } });
  });

  it('has no detail call when the SPEC offers none', () => {
    expect(entityCalls('/kioskMaterialType', { read: false }).read).toBeUndefined();
  });

  it('sends the list state as paging, order and filters', () => {
    const state = {
      page: 2,
      pageSize: 50,
      sort: { field: 'code', order: 'ascend' as const },
      filters: { keyword: 'bin', level: 3 },
    };
    expect(pageRequest(state)).toEqual({
      page: 2,
      pageSize: 50,
      sort: { field: 'code', order: 'ascend' },
      keyword: 'bin',
      level: 3,
    });
  });
});
