import { ErrorCode } from '@srd/contract';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../app.js';
import { session } from '../auth/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import type { AppModule } from '../app-module.js';

/** Routes that exist only in this test, to reach failures no product route should have. */
const probeModule: AppModule = {
  name: 'probe',
  register(app) {
    app.get('/api/probe/crash', { config: { public: true } }, () => {
      throw new Error('database password is hunter2 at /srv/secret/path');
    });
    app.get(
      '/api/probe/data',
      { schema: { response: { 200: z.object({ answer: z.number() }) } }, config: { public: true } },
      () => ({ answer: 42 }),
    );
    app.get('/api/probe/nothing', { config: { public: true } }, () => undefined);
  },
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ extraModules: [probeModule] });
  token = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

async function sessionCount() {
  const [row] = await t.db.select({ n: count() }).from(session);
  return row!.n;
}

function rawLogin(payload: string | Buffer, contentType: string | undefined, lang = 'en_US') {
  const headers: Record<string, string> = { lang };
  if (contentType) headers['content-type'] = contentType;
  return t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });
}

describe('the envelope', () => {
  it('wraps data as { code: 200, message, data }', async () => {
    expect((await t.call('GET', '/api/probe/data')).body).toEqual({
      code: 200,
      message: 'success',
      data: { answer: 42 },
    });
    expect((await t.call('GET', '/api/probe/data', { lang: 'zh_CN' })).body.message).toBe('成功');
    expect((await t.call('GET', '/api/probe/nothing')).body).toEqual({ code: 200, message: 'success', data: null });
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    const result = await t.call('DELETE', '/api/no/such/route?x=1', { lang: 'zh_HK' });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ code: 404, message: '找不到：DELETE /api/no/such/route' });
  });

  it('answers a known API path with another method by 405 in the envelope, naming the methods it takes', async () => {
    const result = await t.call('DELETE', '/api/userManage/getInfo?id=1', { lang: 'zh_CN' });
    expect(result.status).toBe(405);
    expect(result.response.headers.allow).toBe('GET');
    expect(result.body).toEqual({ code: 405, message: '请求方法不允许' });
    const withParams = await t.call('GET', '/api/role/12');
    expect(withParams.response.headers.allow).toBe('DELETE');
  });

  it('answers an unexpected error with 500, a correlation id, and no details', async () => {
    const result = await t.call('GET', '/api/probe/crash');
    expect(result.status).toBe(500);
    const ref = result.body.data.ref;
    expect(ref).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.body.message).toBe(`Internal Server Error (reference ${ref})`);
    expect(result.response.body).not.toMatch(/hunter2|secret|stack|at /);
    expect(t.logs.some((line) => line.ref === ref && line.level === 50)).toBe(true);
  });

  it('does not log tokens or passwords, even with every request logged', async () => {
    const verbose = await createTestApp({ config: { logRequests: true } });
    try {
      const secretToken = await verbose.login('admin', ADMIN_PASSWORD);
      await verbose.call('GET', '/api/userManage/getUserProfile', { token: secretToken });
      await verbose.call('POST', '/api/auth/login', { body: { userName: 'admin', password: 'Typo-Secret#42' } });
      await verbose.call('PATCH', '/api/userManage/updatePassword', {
        token: secretToken,
        body: { oldPassword: 'Typo-Secret#43', newPassword: 'Typo-Secret#44' },
      });
      expect(verbose.logs.filter((line) => line.msg === 'incoming request').length).toBeGreaterThanOrEqual(4);
      const text = JSON.stringify(verbose.logs);
      for (const secret of [secretToken, ADMIN_PASSWORD, 'Typo-Secret#42', 'Typo-Secret#43', 'Typo-Secret#44'])
        expect(text).not.toContain(secret);
    } finally {
      await verbose.close();
    }
  });
});

describe('bad input gets a clean 4xx and changes nothing', () => {
  it('malformed JSON', async () => {
    const before = await sessionCount();
    const response = await rawLogin(`{"userName":"admin","password":"${ADMIN_PASSWORD}"`, 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The request body is not valid JSON/);
    expect(await sessionCount()).toBe(before);
  });

  it('an empty JSON body', async () => {
    const response = await rawLogin('', 'application/json', 'zh_CN');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(400);
  });

  it('prototype-poisoning payloads', async () => {
    const before = await sessionCount();
    for (const payload of [
      `{"userName":"admin","password":"${ADMIN_PASSWORD}","__proto__":{"isAdmin":true}}`,
      `{"userName":"admin","password":"${ADMIN_PASSWORD}","constructor":{"prototype":{"isAdmin":true}}}`,
    ]) {
      const response = await rawLogin(payload, 'application/json');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        message: 'The request body is not valid JSON or uses a forbidden property name (__proto__, constructor)',
      });
    }
    expect(await sessionCount()).toBe(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('wrong and crafted content types', async () => {
    const body = JSON.stringify({ userName: 'admin', password: ADMIN_PASSWORD });
    const before = await sessionCount();
    for (const contentType of [
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json-patch+json',
      'image/png',
      'application/json\r\nx-evil: 1',
    ]) {
      const response = await rawLogin(body, contentType).catch(() => undefined);
      if (!response) continue; // a header the HTTP layer itself refuses never reaches the server
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ code: 415, message: 'Unsupported Media Type: send application/json' });
    }
    const plain = await rawLogin(body, 'text/plain');
    expect(plain.statusCode).toBe(400);
    const missing = await rawLogin(body, undefined);
    expect([400, 415]).toContain(missing.statusCode);
    expect(await sessionCount()).toBe(before);
  });

  it('bodies over the limit', async () => {
    const before = await sessionCount();
    const huge = JSON.stringify({ userName: 'admin', password: 'x'.repeat(BODY_LIMIT) });
    const response = await rawLogin(huge, 'application/json', 'zh_HK');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: `請求內容過大：最多 ${BODY_LIMIT} 位元組` });
    expect(await sessionCount()).toBe(before);
  });

  it('fields of the wrong type, named in the caller language', async () => {
    const response = await rawLogin(JSON.stringify({ userName: 12, password: ['x'] }), 'application/json', 'zh_HK');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(400);
    expect(body.data.fields.map((field: { field: string }) => field.field)).toEqual(['userName', 'password']);
    expect(body.data.fields[0].message).toContain('請輸入文字');
  });

  it('path and query parameters of the wrong shape', async () => {
    const bad = await t.call('GET', '/api/userManage/clearToken/abc', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('id');
    const missing = await t.call('GET', '/api/user/deleteToken', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toEqual([{ field: 'userId', message: 'This field is required!' }]);
  });

  it('a method the route does not have', async () => {
    const result = await t.call('PUT', '/api/auth/login', { body: {} });
    expect(result.status).toBe(405);
    expect(result.response.headers.allow).toBe('POST');
    expect(result.body.code).toBe(ErrorCode.MethodNotAllowed);
  });
});
