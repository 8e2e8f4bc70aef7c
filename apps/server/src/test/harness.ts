import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { ActionRef, Lang } from '@srd/contract';
import { DEFAULT_UPLOAD_MAX_BYTES, UserStatus } from '@srd/contract';
import { buildApp, type BuildOptions } from '../app.js';
import type { Config } from '../config.js';
import { modules } from '../modules/index.js';
import { grantActions } from '../modules/permission/grants.js';
import type { AppModule } from '../platform/app-module.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { adminUser, role, userRole } from '../platform/auth/tables.js';
import { openPostgres, type Database } from '../platform/db/client.js';
import { firstStart } from '../modules/user/first-start.js';
import { demoDatabase, migratedDatabase } from './database-template.js';

export const ADMIN_PASSWORD = 'Adm1n-Test#Pass';

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
    const type = response.headers['content-type'];
    const json: unknown = typeof type === 'string' && type.includes('json') ? response.json() : undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer's data field by field
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
  /**
   * Starts from a copy of the run's demo template: the first-start administrator and the demo data, seeded once a run.
   */
  demoTemplate?: boolean;
}

/** The configuration of every test app, with a test's own settings on top. */
function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    // Backups of a test app land in a folder of this run's own.
    dataDir: path.join(tmpdir(), `srd-test-${process.pid}`),
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
    // Tests run the jobs themselves, at the times they choose, or turn the job system on.
    jobs: false,
    offlineSweepSeconds: 3600,
    commandExpireMinutes: 60,
    heartbeatRetentionDays: 90,
    rejectionRetentionDays: 365,
    backupKeep: 7,
    outboxLeaseSeconds: 120,
    // The local peers tests send webhooks to.
    webhookPrivateHosts: ['127.0.0.1'],
    ...overrides,
  };
}

/** The app started as `main.ts` starts it, without listening: built, ready, then its first start. */
async function startApp(options: BuildOptions) {
  const built = await buildApp(options);
  await built.app.ready();
  await firstStart(built.deps, modules);
  return built;
}

/** The run's demo template: what a first start with demo data leaves in a migrated database. */
async function seedDemoTemplate(database: Database): Promise<void> {
  const { app } = await startApp({ config: testConfig({ demoData: true }), database, logger: false });
  await app.close();
}

/**
 * The real server on a fresh, migrated database (or a copy of the demo template) with the first-start administrator.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const {
    database,
    url: databaseUrl,
    drop,
  } = options.demoTemplate ? await demoDatabase(seedDemoTemplate) : await migratedDatabase();
  const config = testConfig(options.config);
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)) as LogLine);
      done();
    },
  });
  const { app, deps, routeTable } = await startApp({
    config,
    database,
    logger: { level: 'info', stream },
    extraModules: options.extraModules,
  });
  const db = database.db;

  const call = callerOf(app);

  async function login(userName: string, password: string): Promise<string> {
    const result = await call('POST', '/api/auth/login', { body: { userName, password } });
    if (result.body.code !== 200) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
    return (result.body.data as { accessToken: string }).accessToken;
  }

  /** A role holding the given actions. */
  async function createRole(
    values: { name?: string; actions?: ActionRef[]; accessAllData?: boolean; isSuper?: boolean; status?: number } = {},
  ) {
    const [created] = await db
      .insert(role)
      .values({
        name: values.name ?? `Role ${randomBytes(3).toString('hex')}`,
        accessAllData: values.accessAllData ?? false,
        isSuper: values.isSuper ?? false,
        status: values.status ?? 1,
      })
      .returning();
    await grantActions(
      db,
      created!.id,
      (values.actions ?? []).map((ref) => ref.key),
    );
    return created!;
  }

  /** An account with a password and roles, scoped as given. */
  async function createUser(
    values: {
      loginId?: string;
      email?: string;
      password?: string;
      roleIds?: number[];
      status?: number;
      tid?: number | null;
      mid?: number | null;
      sid?: number | null;
    } = {},
  ) {
    const loginId = values.loginId ?? `user-${randomBytes(4).toString('hex')}`;
    const password = values.password ?? 'Test-Pass#2026';
    const [created] = await db
      .insert(adminUser)
      .values({
        loginId,
        email: values.email,
        passwordHash: await hashPassword(password),
        status: values.status ?? UserStatus.Active,
        tid: values.tid ?? null,
        mid: values.mid ?? null,
        sid: values.sid ?? null,
      })
      .returning();
    if (values.roleIds?.length)
      await db.insert(userRole).values(values.roleIds.map((roleId) => ({ userId: created!.id, roleId })));
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
    async peer(options: Pick<TestAppOptions, 'config' | 'extraModules'> = {}) {
      const peerDatabase = databaseUrl ? await openPostgres(databaseUrl, 2) : database;
      const peer = await buildApp({
        config: { ...config, ...options.config },
        database: peerDatabase,
        logger: false,
        extraModules: options.extraModules,
      });
      await peer.app.ready();
      return {
        app: peer.app,
        deps: peer.deps,
        call: callerOf(peer.app),
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

/**
 * The real server with the demo data, and the administrator's token. The data is a copy of the run's
 * demo template, seeded once; `seedNow` seeds it on this app's own first start instead, for tests of
 * what depends on when it was seeded (the demo fleet's history ends at that moment).
 */
export async function demoApp(options: { config?: Partial<Config>; seedNow?: boolean } = {}) {
  const t = await createTestApp({ config: { demoData: true, ...options.config }, demoTemplate: !options.seedNow });
  return { t, token: await t.login('admin', ADMIN_PASSWORD) };
}
