import { count } from 'drizzle-orm';
import { modules } from '../apps/server/src/modules/index.js';
import { kioskHeartbeat, recycleTransaction } from '../apps/server/src/modules/device/tables.js';
import { kiosk } from '../apps/server/src/modules/kiosk/tables.js';
import { kioskActivity, kioskAlarm } from '../apps/server/src/modules/kiosk-ops/tables.js';
import { createTestApp } from '../apps/server/src/test/harness.js';

const EXTRA_KIOSKS = Number(process.env.BENCH_DEMO_EXTRA_KIOSKS ?? 0);

/**
 * A new database's demo data as a first start writes it, every module in one transaction, with the
 * time each module's part took: the fleet history (weeks of simulated kiosks) is the big one.
 * `BENCH_DEMO_EXTRA_KIOSKS` adds kiosks beforehand, to see how the history scales with the fleet.
 */
export async function run() {
  const server = await createTestApp();
  try {
    const { db } = server;
    if (EXTRA_KIOSKS > 0) {
      await db.insert(kiosk).values(
        Array.from({ length: EXTRA_KIOSKS }, (_, index) => ({
          kid: `BENCH-${index + 1}`,
          kioskType: index % 3,
          name: `Bench ${index + 1}`,
        })),
      );
    }
    const moduleMs: Record<string, number> = {};
    const started = performance.now();
    await db.transaction(async (tx) => {
      for (const module of modules) {
        if (!module.seedDemo) continue;
        const moduleStarted = performance.now();
        await module.seedDemo(tx);
        moduleMs[module.name] = Math.round(performance.now() - moduleStarted);
      }
    });
    const totalMs = Math.round(performance.now() - started);
    const rowsOf = async (
      table:
        typeof kiosk | typeof kioskHeartbeat | typeof recycleTransaction | typeof kioskAlarm | typeof kioskActivity,
    ) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      database: server.deps.database.kind,
      kiosks: await rowsOf(kiosk),
      heartbeats: await rowsOf(kioskHeartbeat),
      transactions: await rowsOf(recycleTransaction),
      alarms: await rowsOf(kioskAlarm),
      activities: await rowsOf(kioskActivity),
      allDemoMs: totalMs,
      fleetHistoryMs: moduleMs.fleetDemo,
      slowestOtherModules: Object.entries(moduleMs)
        .filter(([name]) => name !== 'fleetDemo')
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3),
    };
  } finally {
    await server.close();
  }
}
