import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ActionRef, Lang } from '@srd/contract';
import { DEFAULT_UPLOAD_MAX_BYTES, UserStatus } from '@srd/contract';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { modules } from '../modules/index.js';
import { grantActions } from '../modules/permission/grants.js';
import type { AppModule } from '../platform/app-module.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { adminUser, role, userRole } from '../platform/auth/tables.js';
import { openPglite, openPostgres, type Database } from '../platform/db/client.js';
import { firstStart } from '../modules/user/first-start.js';

export const ADMIN_PASSWORD = 'Adm1n-Test#Pass';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `serverUrl`; `drop` removes it. */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `srd_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh database for one test file: an in-memory PGlite, or, when DATABASE_URL is set, a new
 * database on that server that is dropped afterwards.
 */
export async function freshDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const scratch = await scratchDatabase(serverUrl);
  const database = await openPostgres(scratch.url, 4);
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

type Inject = (opts: { method: never; url: string; headers: Record<string, string>; payload: never }) => Promise<{
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  rawPayload: Buffer;
  json(): unknown;
}>;

/** Calls an app through `inject` the way a client would: a token, a language, a JSON body. */
function callerOf(app: { inject: Inject }) {
  return async function call(
    method: string,
    url: string,
    init: { token?: string; body?: unknown; lang?: Lang; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.lang) headers.lang = init.lang;
    const response = await app.inject({ method: method as never, url, headers, payload: init.body as never });
    const json = String(response.headers['content-type'] ?? '').includes('json') ? response.json() : undefined;
    return { status: response.statusCode, body: json as { code: number; message: string; data?: any }, response };
  };
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  extraModules?: AppModule[];
}

/** The real server on a fresh, migrated database with the first-start administrator. */
export async function createTestApp(options: TestAppOptions = {}) {
  const { database, url: databaseUrl, drop } = await freshDatabase();
  await database.migrate();
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    adminPassword: ADMIN_PASSWORD,
    demoData: false,
    // The live demo runs only in the tests that ask for it.
    demoFleet: false,
    demoFleetSeconds: 20,
    sessionIdleMinutes: 120,
    sessionMaxHours: 12,
    logLevel: 'info',
    logRequests: false,
    trustProxy: false,
    loginRatePerMinute: 10_000,
    mailFrom: 'Smart Recycling Dashboard <no-reply@srd.test>',
    publicUrl: 'http://srd.test',
    inviteHours: 72,
    uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
    // Tests run the kiosk job's sweeps themselves, at the times they choose.
    offlineSweepSeconds: 3600,
    commandExpireMinutes: 60,
    heartbeatRetentionDays: 90,
    ...options.config,
  };
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const { app, deps, routeTable } = await buildApp({ config, database, logger: { level: 'info', stream }, extraModules: options.extraModules });
  await app.ready();
  await firstStart(deps, modules);
  const db = database.db;

  const call = callerOf(app as never);

  async function login(userName: string, password: string): Promise<string> {
    const result = await call('POST', '/api/auth/login', { body: { userName, password } });
    if (result.body.code !== 200) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
    return result.body.data.accessToken;
  }

  /** A role holding the given actions. */
  async function createRole(values: { name?: string; actions?: ActionRef[]; accessAllData?: boolean; isSuper?: boolean; status?: number } = {}) {
    const [created] = await db
      .insert(role)
      .values({ name: values.name ?? `Role ${randomBytes(3).toString('hex')}`, accessAllData: values.accessAllData ?? false, isSuper: values.isSuper ?? false, status: values.status ?? 1 })
      .returning();
    await grantActions(db, created!.id, (values.actions ?? []).map((ref) => ref.key));
    return created!;
  }

  /** An account with a password and roles, scoped as given. */
  async function createUser(values: { loginId?: string; email?: string; password?: string; roleIds?: number[]; status?: number; tid?: number | null; mid?: number | null; sid?: number | null } = {}) {
    const loginId = values.loginId ?? `user-${randomBytes(4).toString('hex')}`;
    const password = values.password ?? 'Test-Pass#2026';
    const [created] = await db
      .insert(adminUser)
      .values({
        loginId, email: values.email, passwordHash: await hashPassword(password), status: values.status ?? UserStatus.Active,
        tid: values.tid ?? null, mid: values.mid ?? null, sid: values.sid ?? null,
      })
      .returning();
    if (values.roleIds?.length) await db.insert(userRole).values(values.roleIds.map((roleId) => ({ userId: created!.id, roleId })));
    return { ...created!, password };
  }

  return {
    app,
    deps,
    routeTable,
    db,
    logs,
    call,
    login,
    createRole,
    createUser,
    /**
     * A second server instance on the same database, with its own session cache: what it learns of
     * changes made through the first comes only through the database's notifications.
     */
    async peer() {
      const peerDatabase = databaseUrl ? await openPostgres(databaseUrl, 2) : database;
      const peer = await buildApp({ config, database: peerDatabase, logger: false });
      await peer.app.ready();
      return {
        app: peer.app,
        call: callerOf(peer.app as never),
        async close() {
          await peer.app.close();
          if (peerDatabase !== database) await peerDatabase.close();
        },
      };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
