import http from 'node:http';
import { ErrorCode } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callExport } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let url: string;
let admin: string;
/** Enough rows of 1 KB that the file overflows the connection's buffers when nobody reads it. */
const BULK_ROWS = 30_000;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.db.execute(sql`
    insert into sys_audit_log (res_type_id, record_id, action, user_name, columns)
    select 7, g::text, 'bulkProbe', 'bulk',
      jsonb_build_array(jsonb_build_object('name', 'note', 'oldValue', repeat('x', 1000), 'newValue', null))
    from generate_series(1, ${BULK_ROWS}) as g`);
});
afterAll(() => t.close());

/** An export over real HTTP whose client reads nothing: the server fills the connection, then waits. */
function stalledExport(): Promise<{ response: http.IncomingMessage; request: http.ClientRequest }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/export/exportExcel?module=auditLog&format=csv`,
      { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' } },
      (response) => {
        response.pause();
        resolve({ response, request });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ action: 'bulkProbe' }));
  });
}

const bulkExport = (
  call: TestApp['call'] = t.call,
  body: Record<string, unknown> = { action: 'bulkProbe', recordId: '1' },
) => callExport({ call }, admin, { module: 'auditLog', format: 'csv' }, body, 'en_US');

describe('one export of a list at a time (SPEC 8, 10027)', () => {
  it('answers 10027 to a second export of the list, on any instance, until the first client has gone', async () => {
    const first = await stalledExport();
    expect(first.response.statusCode).toBe(200);
    expect(first.response.headers['x-export-rows']).toBe(String(BULK_ROWS));

    const busy = await bulkExport();
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({
      code: ErrorCode.ExportBusy,
      message: 'The report is being generated for another user. Please wait until the export is finished.',
    });
    const peer = await t.peer();
    try {
      expect((await bulkExport(peer.call)).body.code).toBe(ErrorCode.ExportBusy);
    } finally {
      await peer.close();
    }
    // Another list is not held up.
    expect((await callExport(t, admin, { module: 'adminList' })).status).toBe(200);

    // The client goes away: the export ends and frees the list.
    first.request.destroy();
    await vi.waitFor(async () => expect((await bulkExport()).status).toBe(200), { timeout: 10_000, interval: 200 });
  });

  it('frees the list once a complete file was read, however large', async () => {
    const whole = await bulkExport(t.call, { action: 'bulkProbe' });
    expect(whole.status).toBe(200);
    expect(whole.bytes.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(BULK_ROWS + 1);
    expect((await bulkExport()).status).toBe(200);
  });
});
