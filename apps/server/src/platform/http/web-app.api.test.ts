import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { tileSource } from './web-app.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'srd-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Smart Recycling Dashboard</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // As the build leaves them: brotli and gzip copies beside the files (apps/web/vite.config.ts).
  for (const file of ['index.html', 'assets/app-1234.js']) {
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(readFileSync(path.join(webDist, file))));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(readFileSync(path.join(webDist, file))));
  }
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers any page path with index.html, never cached, with page security headers', async () => {
    for (const url of ['/', '/login?redirect=%2F', '/configuration/kiosk/kioskList', '/pubContent/terms']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Smart Recycling Dashboard</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
  });

  it('lets pages load images and connect only where the app does: itself, its websockets, tile server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'dashboard.example.org:8443' } });
    const directives = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((part) => {
          const [name, ...sources] = part.trim().split(/\s+/);
          return [name, sources.join(' ')];
        }),
    );
    expect(directives['img-src']).toBe("'self' data: blob: https://tile.openstreetmap.org");
    expect(directives['connect-src']).toBe("'self' ws://dashboard.example.org:8443 wss://dashboard.example.org:8443");
    // A Host header that is not a host cannot write into the policy.
    const forged = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'evil; script-src *' } });
    expect(String(forged.headers['content-security-policy'])).toMatch(/connect-src 'self'\s*(;|$)/);
    expect(String(forged.headers['content-security-policy'])).not.toContain('evil');
  });

  it('names the configured tile server, subdomains included, in the image sources', () => {
    expect(tileSource('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com');
    expect(tileSource('http://10.0.0.5:8081/hot/{z}/{x}/{y}.png')).toBe('http://10.0.0.5:8081');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });

  it('serves hashed assets for a year and missing files as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-0000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
  });

  it('sends an asset in the encoding the browser accepts, brotli first, and raw without one', async () => {
    const file = readFileSync(path.join(webDist, 'assets', 'app-1234.js'));
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers });
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [acceptEncoding, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
    ] as const) {
      const response = await get({ 'accept-encoding': acceptEncoding });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(decoders[encoding](response.rawPayload), acceptEncoding).toEqual(file);
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const raw = await get(headers);
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.rawPayload).toEqual(file);
      expect(raw.headers.vary).toMatch(/accept-encoding/i);
    }
    // The copies are not files of the app.
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1234.js.br' })).statusCode).toBe(404);
  });

  it('sends index.html compressed too, on its own path and as the fallback of a page path, never cached', async () => {
    for (const url of ['/index.html', '/login', '/configuration/kiosk/kioskList']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain(
        '<title>Smart Recycling Dashboard</title>',
      );
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
    }
  });

  it('keeps API paths to the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Not Found: GET /api/unknown' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/userManage/getUserProfile' });
    expect(profile.headers['content-security-policy']).toBeUndefined();
  });
});
