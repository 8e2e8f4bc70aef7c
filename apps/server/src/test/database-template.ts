import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../platform/db/client.js';

/**
 * Migrating a database takes seconds, seeding the demo data more; copying a database takes a fraction
 * of that. A test run migrates one template (a database on DATABASE_URL's server, or a PGlite data
 * folder saved as a tarball) and every test file starts from a copy. The first files that ask for the
 * demo data seed it, keeping a second template that later files copy: runs without demo tests never
 * pay for it. The template is named in the environment, which the test workers inherit; without it
 * (benchmarks, a lone script) each database is migrated, and seeded, anew.
 */
const SERVER_TEMPLATE = 'SRD_TEST_TEMPLATE_DATABASE';
const PGLITE_TEMPLATE = 'SRD_TEST_TEMPLATE_PGLITE';

async function onServer(serverUrl: string, statement: string, values?: unknown[]): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on the server of `serverUrl` (a copy of `template` when given); `drop` removes it. */
export async function scratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `srd_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestDatabase {
  database: Database;
  /** Its connection string on DATABASE_URL's server. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: an in-memory PGlite, or, when DATABASE_URL is set, a new
 * database on that server, dropped afterwards; a copy of `template` (a PGlite tarball, or a database
 * on that server) when given.
 */
async function ownDatabase(template?: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(undefined, template ? new Blob([readFileSync(template)]) : undefined);
    return { database, drop: () => database.close() };
  }
  const scratch = await scratchDatabase(serverUrl, template);
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

/** The run's migrated template, when there is a run. */
const migratedTemplate = () => process.env[process.env.DATABASE_URL ? SERVER_TEMPLATE : PGLITE_TEMPLATE];
/** The run's demo template beside its migrated one: a database on the same server, or a tarball in the same folder. */
const demoTemplateOf = (migrated: string) =>
  process.env.DATABASE_URL ? `${migrated}_demo` : path.join(path.dirname(migrated), 'demo.tar');

export const emptyDatabase = () => ownDatabase();

export async function migratedDatabase(): Promise<TestDatabase> {
  const template = migratedTemplate();
  const own = await ownDatabase(template);
  if (!template) await own.database.migrate();
  return own;
}

/**
 * A database of its own holding the demo data `seed` adds to a migrated one: a copy of the run's demo
 * template. Until there is one, a file seeds the data itself and keeps the result as the template.
 */
export async function demoDatabase(seed: (database: Database) => Promise<void>): Promise<TestDatabase> {
  const migrated = migratedTemplate();
  if (!migrated) {
    const own = await migratedDatabase();
    await seed(own.database);
    return own;
  }
  const template = demoTemplateOf(migrated);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const made = (await onServer(serverUrl, 'SELECT FROM pg_database WHERE datname = $1', [template])).length > 0;
    if (!made) await makeServerTemplate(serverUrl, migrated, template, seed);
    return ownDatabase(template);
  }
  if (existsSync(template)) return ownDatabase(template);
  const own = await ownDatabase(migrated);
  await seed(own.database);
  // Written aside and renamed once complete, so no file reads a half-written tarball. Files that
  // seeded at the same time each rename theirs: the last one stays.
  const written = `${template}.${randomBytes(4).toString('hex')}`;
  await saveTarball(own.database, written);
  renameSync(written, template);
  return own;
}

async function makeServerTemplate(
  serverUrl: string,
  migrated: string,
  template: string,
  seed: (database: Database) => Promise<void>,
): Promise<void> {
  const scratch = await scratchDatabase(serverUrl, migrated);
  try {
    const database = await openPostgres(scratch.url, 4);
    try {
      await seed(database);
    } finally {
      // A template must have no connections while it is renamed or copied.
      await database.close();
    }
    // Named once complete, so no file copies a half-made template.
    await onServer(serverUrl, `ALTER DATABASE ${new URL(scratch.url).pathname.slice(1)} RENAME TO ${template}`);
  } catch (error) {
    await scratch.drop();
    // 42P04: a file that seeded at the same time named its template first.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}

/** Saves an embedded database's data folder as a tarball to start copies from. */
async function saveTarball(database: Database, file: string): Promise<void> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}

/**
 * Migrates the run's template and names it in the environment; the returned function removes it and the demo template.
 */
export async function createTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await scratchDatabase(serverUrl);
    const database = await openPostgres(scratch.url, 1);
    await database.migrate();
    // A template must have no connections while it is copied.
    await database.close();
    const name = new URL(scratch.url).pathname.slice(1);
    process.env[SERVER_TEMPLATE] = name;
    return async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${demoTemplateOf(name)} WITH (FORCE)`);
      await scratch.drop();
    };
  }
  const database = await openPglite();
  await database.migrate();
  const folder = mkdtempSync(path.join(tmpdir(), 'srd-template-'));
  const tarball = path.join(folder, 'migrated.tar');
  await saveTarball(database, tarball);
  await database.close();
  process.env[PGLITE_TEMPLATE] = tarball;
  return async () => rmSync(folder, { recursive: true, force: true });
}
