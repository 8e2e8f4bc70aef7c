import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout } from 'node:timers/promises';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { kioskHeartbeat } from '../apps/server/src/modules/device/tables.js';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { seedKiosks } from '../apps/server/src/test/kiosks.js';
import { DURATION_SECONDS } from './load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const KIOSKS = 1_000;
const CONNECTIONS = 1_000;
/** Heartbeats of the measured run: about BENCH_SECONDS at the 15,000/s target. */
const HEARTBEATS = Number(process.env.BENCH_HEARTBEATS ?? 15_000 * DURATION_SECONDS);

interface LoadResult {
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  okPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

/** autocannon in a process of its own (bench/ingest-load.ts). */
async function loadInChild(plan: {
  url: string;
  connections: number;
  amount?: number;
  durationSeconds?: number;
  kioskAuths?: string[];
}): Promise<LoadResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'srd-ingest-'));
  const planFile = path.join(folder, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'ingest-load.ts'), planFile],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function helloFigures(): Promise<LoadResult> {
  const hello = Fastify({ logger: false });
  hello.get('/hello', () => ({ hello: 'world' }));
  const url = await hello.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await loadInChild({ url: `${url}/hello`, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
  } finally {
    await hello.close();
  }
}

/** The heartbeat rows once the requests a load left in flight are written: the count no longer moves. */
async function storedOnceSettled(db: TestApp['db']): Promise<number> {
  const stored = async () => (await db.select({ rows: count() }).from(kioskHeartbeat))[0]!.rows;
  for (let last = -1; ; await setTimeout(200)) {
    const rows = await stored();
    if (rows === last) return rows;
    last = rows;
  }
}

/**
 * Durable heartbeats: 1,000 kiosks, each on its own connection, posting heartbeats to the real server
 * (each answered only once its batch committed), against a bare hello route at the same 1,000
 * connections in the same run; then the stored rows are counted against the 2xx answers.
 */
export async function run() {
  const hello = await helloFigures();
  const server = await createTestApp();
  try {
    const kiosks = await seedKiosks(server.db, KIOSKS, { prefix: 'BENCH-' });
    const url = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api/device/heartbeat`;
    const kioskAuths = kiosks.map((kiosk) => kiosk.auth);
    // Warm-up: every kiosk authenticated once, the server's code paths compiled.
    await loadInChild({ url, connections: CONNECTIONS, amount: KIOSKS * 3, kioskAuths });
    const before = await storedOnceSettled(server.db);
    const heartbeats = await loadInChild({ url, connections: CONNECTIONS, amount: HEARTBEATS, kioskAuths });
    const rowsAdded = (await storedOnceSettled(server.db)) - before;
    return {
      database: server.deps.database.kind,
      connections: CONNECTIONS,
      kiosks: KIOSKS,
      heartbeatsSent: HEARTBEATS,
      heartbeats2xx: heartbeats.ok,
      heartbeatsNon2xx: heartbeats.non2xx + heartbeats.errors + heartbeats.timeouts,
      heartbeatRowsStored: rowsAdded,
      // A load ends with requests still in flight, which are stored without an answer counted: rows may exceed 2xx,
      // never fall short.
      every2xxStored: rowsAdded >= heartbeats.ok,
      durableHeartbeatsPerSec: heartbeats.okPerSec,
      heartbeatP50Ms: heartbeats.p50Ms,
      heartbeatP99Ms: heartbeats.p99Ms,
      helloReqPerSec: hello.okPerSec,
      helloP99Ms: hello.p99Ms,
      heartbeatShareOfHello: Number((heartbeats.okPerSec / hello.okPerSec).toFixed(2)),
    };
  } finally {
    await server.close();
  }
}
