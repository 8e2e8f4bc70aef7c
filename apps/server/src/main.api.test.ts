import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverBundle } from './test/product-process.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts the server as `npm start` would (node on the bundle of `main.ts`), with the given environment. */
function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle()], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Waits for the line `main.ts` prints once it listens: migrating and seeding a new database takes a while. */
const running = (server: Started, what: string) =>
  expect
    .poll(server.stdout, { timeout: 60_000, interval: 50, message: `${what}: the server says it is running` })
    .toContain('is running on');

async function stop(server: Started) {
  server.child.kill('SIGTERM');
  return server.exited;
}

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const port = () => String(20_000 + Math.floor(Math.random() * 20_000));

describe('npm start on the embedded database', () => {
  // Two starts of a real process on a new embedded database, demo data included: more than the default test time.
  it(
    'creates the administrator once, prints the password once, and keeps every row over a restart',
    { timeout: 120_000 },
    async () => {
      const scratch = mkdtempSync(path.join(tmpdir(), 'srd-main-'));
      dataDirs.push(scratch);
      // A folder that does not exist yet, as on a fresh clone.
      const env = { DATA_DIR: path.join(scratch, 'not', 'yet'), PORT: port(), WEB_DIST: '/nonexistent' };

      const first = startServer(env);
      await running(first, 'first start');
      const password = /password: (\S+)/.exec(first.stdout())?.[1];
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      const base = `http://127.0.0.1:${env.PORT}`;
      expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({
        code: 200,
        data: { database: 'pglite' },
      });
      const login = async (): Promise<any> =>
        (
          await fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userName: 'admin', password }),
          })
        ).json();
      const firstLogin = await login();
      expect(firstLogin.data.mustChangePassword).toBe(true);
      const token = firstLogin.data.accessToken;
      const rolesOf = async (accessToken: string): Promise<any> =>
        (
          await fetch(`${base}/api/userManage/getUserProfile`, { headers: { authorization: `Bearer ${accessToken}` } })
        ).json();
      expect((await rolesOf(token)).data.roles[0].name).toBe('Super Administrator');
      expect(await stop(first)).toBe(0);

      const second = startServer(env);
      await running(second, 'second start');
      expect(second.stdout()).not.toContain('password');
      // The session and the account outlived the restart.
      expect((await rolesOf(token)).data.status).toBe(3);
      expect((await login()).code).toBe(200);
      expect(await stop(second)).toBe(0);
    },
  );
});

describe('a database that cannot be reached', () => {
  it('ends the start with one clear line and no stack trace', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'srd-main-'));
    dataDirs.push(dataDir);
    const server = startServer({
      DATABASE_URL: 'postgres://srd:secret-pw@127.0.0.1:1/nowhere',
      PORT: port(),
      DATA_DIR: dataDir,
    });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Smart Recycling Dashboard cannot start: Cannot reach the database at /);
    expect(lines[0]).toContain('at postgres://srd:***@127.0.0.1:1/nowhere: ');
    expect(server.stderr()).not.toContain('secret-pw');
  });
});
