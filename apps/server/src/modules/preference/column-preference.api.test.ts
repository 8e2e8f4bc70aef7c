import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let first: string;
let second: string;
beforeAll(async () => {
  t = await createTestApp();
  // Only a session is needed: the callers hold a role without any action.
  const role = await t.createRole({ actions: [] });
  const tokenOf = async () => {
    const user = await t.createUser({ roleIds: [role.id], tid: 1 });
    return t.login(user.loginId, user.password);
  };
  first = await tokenOf();
  second = await tokenOf();
});
afterAll(() => t.close());

const URL = '/api/userManage/filteredColumns';
const get = (token: string, listName: string) =>
  t.call('GET', `${URL}?listName=${encodeURIComponent(listName)}`, { token });
const put = (token: string, body: unknown) => t.call('PUT', URL, { token, body });

describe('column preferences', () => {
  it('answers an empty column list for a list never saved', async () => {
    expect((await get(first, 'adminList')).body).toMatchObject({
      code: 200,
      data: { listName: 'adminList', columns: '' },
    });
  });

  it("saves and returns the caller's columns per list, replacing earlier choices", async () => {
    expect((await put(first, { listName: 'adminList', columns: 'loginId,email,status' })).body.data).toEqual({
      listName: 'adminList',
      columns: 'loginId,email,status',
    });
    await put(first, { listName: 'roleList', columns: 'name' });
    expect((await get(first, 'adminList')).body.data.columns).toBe('loginId,email,status');
    expect((await get(first, 'roleList')).body.data.columns).toBe('name');
    await put(first, { listName: 'adminList', columns: 'email' });
    expect((await get(first, 'adminList')).body.data.columns).toBe('email');
    await put(first, { listName: 'adminList', columns: '' });
    expect((await get(first, 'adminList')).body.data.columns).toBe('');
  });

  it("keeps each user's choices to that user", async () => {
    await put(first, { listName: 'kioskList', columns: 'kid,address' });
    expect((await get(second, 'kioskList')).body.data.columns).toBe('');
    await put(second, { listName: 'kioskList', columns: 'kid' });
    expect((await get(first, 'kioskList')).body.data.columns).toBe('kid,address');
    expect((await get(second, 'kioskList')).body.data.columns).toBe('kid');
  });

  it('names the invalid fields', async () => {
    const missing = await t.call('GET', URL, { token: first, lang: 'zh_CN' });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toEqual([{ field: 'listName', message: '此字段为必填项！' }]);
    expect(
      (await get(first, 'admin list;drop')).body.data.fields.map((field: { field: string }) => field.field),
    ).toEqual(['listName']);
    const cases: [unknown, string[]][] = [
      [{ columns: 'a' }, ['listName']],
      [{ listName: 'adminList' }, ['columns']],
      [{ listName: 'adminList', columns: 'a b,<c>' }, ['columns']],
      [{ listName: 'x'.repeat(81), columns: 'a'.repeat(2001) }, ['listName', 'columns']],
    ];
    for (const [body, fields] of cases) {
      const result = await put(first, body);
      expect(result.status).toBe(400);
      expect(result.body.data.fields.map((field: { field: string }) => field.field)).toEqual(fields);
    }
  });
});
