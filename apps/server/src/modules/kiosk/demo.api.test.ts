import type { Kiosk } from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await demoApp());
});
afterAll(() => t.close());

describe('demo kiosks', () => {
  it('fill the fleet: known KIDs, each type in many tenants, in Hong Kong; estates, settings, materials', async () => {
    const rows = (await t.call('POST', '/api/kiosk/list', { token, body: { pageSize: -1 } })).body.data.rows as Kiosk[];
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(rows.map((row) => row.kid)).toEqual(expect.arrayContaining(['RVM-0001', 'RVM-0002', 'SC-0001', 'BIN-0001']));
    expect(new Set(rows.map((row) => row.kioskType))).toEqual(new Set([0, 1, 2]));
    expect(new Set(rows.map((row) => row.tid)).size).toBe(3);
    for (const row of rows) {
      expect(row.lon! > 113.8 && row.lon! < 114.5 && row.lat! > 22.1 && row.lat! < 22.6, row.kid).toBe(true);
      expect(row.recycleType.length, row.kid).toBeGreaterThan(0);
      expect(row.secretIssuedAt, row.kid).not.toBeNull();
    }
    expect(rows.filter((row) => row.estateId !== null).length).toBeGreaterThanOrEqual(10);
    expect(rows.some((row) => row.settings.volumePct !== 60)).toBe(true);
  });

  it('follow the kiosk rules: a copy of each under another KID is accepted', async () => {
    const rows = (await t.call('POST', '/api/kiosk/list', { token, body: { pageSize: -1 } })).body.data.rows as Kiosk[];
    for (const row of rows) {
      const {
        kid,
        name,
        tid,
        kioskType,
        estateId,
        recycleType,
        alertSettings,
        settings,
        lon,
        lat,
        dailyMax,
        creditMode,
        displayUnit,
      } = row;
      const body = {
        kid: `COPY-${kid}`,
        name,
        tid,
        kioskType,
        estateId,
        recycleType,
        alertSettings,
        settings,
        lon,
        lat,
        dailyMax,
        creditMode,
        displayUnit,
      };
      expect((await t.call('POST', '/api/kiosk', { token, body })).body.code, kid).toBe(200);
    }
  });

  it('can issue a maintenance code for a demo kiosk', async () => {
    const [first] = (await t.call('POST', '/api/kiosk/list', { token, body: { keyword: 'RVM-0001' } })).body.data
      .rows as Kiosk[];
    expect((await t.call('GET', `/api/kiosk/adminCode/${first!.id}`, { token })).body.data.code).toMatch(
      /^[0-9A-Z]{6}$/,
    );
  });
});
