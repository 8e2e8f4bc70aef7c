import { sql } from 'drizzle-orm';
import { ADMIN_PASSWORD, createTestApp } from '../apps/server/src/test/harness.js';

const ROWS = 100_000;
const RUNS = 2;
const MB = 1024 * 1024;
const toMB = (bytes: number) => Number((bytes / MB).toFixed(1));

/** The highest RSS of this process while `work` runs, sampled every 20 ms. */
async function peakRssDuring<T>(work: () => Promise<T>): Promise<{ result: T; peakRss: number }> {
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
  try {
    const result = await work();
    return { result, peakRss: Math.max(peakRss, process.memoryUsage.rss()) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Exports 100k audit entries as XLSX and as CSV over real HTTP, the client reading the stream as it
 * comes and keeping nothing: the time to the last byte, the file size and the process's peak RSS
 * (the embedded database, when used, lives in this process too: compare with the RSS before).
 */
export async function run() {
  const server = await createTestApp();
  try {
    await server.db.execute(sql`
      insert into sys_audit_log (res_type_id, record_id, action, user_name, created_at, columns)
      select 7, g::text, 'update', 'bench.operator', now() - g * interval '10 milliseconds',
        jsonb_build_array(jsonb_build_object('name', 'status', 'oldValue', '1', 'newValue', '0',
                                             'oldLabel', 'enabled', 'newLabel', 'disabled'),
                          jsonb_build_object('name', 'mobileNo', 'oldValue', '+852 2345 ' || g, 'newValue', null))
      from generate_series(1, ${ROWS}) as g`);
    // What autovacuum does to a settled table: statistics for the planner (PGlite has no autovacuum).
    await server.db.execute(sql`vacuum analyze sys_audit_log`);
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.login('admin', ADMIN_PASSWORD);
    const period = { from: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(), to: new Date().toISOString() };

    async function exportOnce(format: 'xlsx' | 'csv') {
      const started = performance.now();
      const response = await fetch(`${url}/api/export/exportExcel?module=auditLog&format=${format}&tz=UTC`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', lang: 'zh_HK' },
        body: JSON.stringify(period),
      });
      if (!response.ok) throw new Error(`${format} export answered ${response.status}: ${await response.text()}`);
      let bytes = 0;
      for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
      return {
        seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
        bytes,
        rows: Number(response.headers.get('x-export-rows')),
      };
    }

    const figures: Record<string, unknown> = { database: server.deps.database.kind, rows: ROWS };
    for (const format of ['xlsx', 'csv'] as const) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const rssBefore = process.memoryUsage.rss();
        const { result, peakRss } = await peakRssDuring(() => exportOnce(format));
        runs.push({
          ...result,
          fileMB: toMB(result.bytes),
          rssBeforeMB: toMB(rssBefore),
          peakRssMB: toMB(peakRss),
          rssGrowthMB: toMB(peakRss - rssBefore),
        });
      }
      figures[format] = runs.map(({ bytes: _bytes, ...run }) => run);
    }
    return figures;
  } finally {
    await server.close();
  }
}
