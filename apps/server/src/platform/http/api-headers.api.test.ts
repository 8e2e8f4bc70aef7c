import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';

let t: TestApp;
let adminToken: string;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'srd-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Smart Recycling Dashboard</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ config: { webDist } });
  await seedOrganisation(t.db, { tenants: [1] });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The headers an API answer must carry, whoever asks and whatever the answer. */
const apiHeadersOf = (response: { headers: Record<string, unknown> }) => ({
  cacheControl: response.headers['cache-control'],
  nosniff: response.headers['x-content-type-options'],
});
const API_HEADERS = { cacheControl: 'no-store', nosniff: 'nosniff' };

/** A route's path with each parameter filled in. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('API answers are never stored and never sniffed', () => {
  it('holds for every route of the route table, refused without a session and read with one', async () => {
    const routes = t.routeTable.filter((route) => route.url.startsWith('/api') || route.url.startsWith('/ws'));
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const url = concrete(route.url);
      const anonymous = await t.call(route.method, url);
      expect(apiHeadersOf(anonymous.response), `${route.method} ${route.url} without a session`).toEqual(API_HEADERS);
      if (route.method !== 'GET') continue;
      const read = await t.call('GET', url, { token: adminToken });
      expect(apiHeadersOf(read.response), `${route.method} ${route.url} (${read.status})`).toEqual(API_HEADERS);
    }
  });

  it('holds for a new kiosk secret, unknown API paths, wrong methods and the OpenAPI document', async () => {
    const [kiosk] = await seedKiosks(t.db, 1, { tid: 1 });
    // The walk above may have signed the admin out (a GET of the sign-out).
    const secret = await t.call('POST', `/api/kiosk/rotateSecret/${kiosk!.id}`, {
      token: await t.login('admin', ADMIN_PASSWORD),
    });
    expect(secret.body.code).toBe(200);
    expect(apiHeadersOf(secret.response)).toEqual(API_HEADERS);
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/auth/login'],
      ['GET', '/api/docs/json'],
      ['POST', '/api/device/heartbeat'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(apiHeadersOf(response), `${method} ${url} (${response.statusCode})`).toEqual(API_HEADERS);
    }
  });

  it('leaves the web app its caching: hashed assets a year, index.html revalidated, missing ones not', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(apiHeadersOf(asset)).toEqual({ cacheControl: 'public, max-age=31536000, immutable', nosniff: 'nosniff' });
    const page = await t.app.inject({ method: 'GET', url: '/configuration/kiosk/kioskList' });
    expect(apiHeadersOf(page)).toEqual({ cacheControl: 'no-cache', nosniff: 'nosniff' });
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-0000.js' });
    expect(missing.statusCode).toBe(404);
    expect(apiHeadersOf(missing)).toEqual(API_HEADERS);
  });
});
