import { EffectiveStatus } from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await demoApp());
});
afterAll(() => t.close());

const rows = async (path: string) => (await t.call('POST', path, { token, body: { pageSize: -1 } })).body.data.rows;

describe('demo groups, schedules, serial numbers and food containers', () => {
  it('group the demo kiosks by tenant and type, and schedule them in every effective status', async () => {
    type Group = { tid: number; kioskType: number; kiosks: { kid: string }[] };
    const groups: Group[] = await rows('/api/kioskGroup/page');
    const kiosks: { kid: string; tid: number | null; kioskType: number }[] = await rows('/api/kiosk/list');
    // Each kiosk of a tenant sits in the one group of its tenant and type.
    for (const machine of kiosks.filter((row) => row.tid !== null)) {
      const holding = groups.filter((group) => group.kiosks.some((member) => member.kid === machine.kid));
      expect(holding.map(({ tid, kioskType }) => ({ tid, kioskType }))).toEqual([
        { tid: machine.tid, kioskType: machine.kioskType },
      ]);
    }
    expect(groups.flatMap((group) => group.kiosks.map((member) => member.kid))).toEqual(
      expect.arrayContaining(['BIN-0001', 'RVM-0001', 'RVM-0002', 'SC-0001']),
    );
    const statuses = new Set(
      (await rows('/api/kioskSchedule/page')).map((row: { effectiveStatus: number }) => row.effectiveStatus),
    );
    expect(statuses).toEqual(
      new Set([EffectiveStatus.NotStart, EffectiveStatus.Start, EffectiveStatus.ManualShutdown, EffectiveStatus.Ended]),
    );
  });

  it('record demo kiosk hardware, spare stock, containers in each status; unchanged saves do nothing', async () => {
    const serials = await rows('/api/kioskSerialNumber/page');
    expect(
      serials
        .filter((row: { kid: string | null }) => row.kid)
        .map((row: { kid: string }) => row.kid)
        .sort(),
    ).toEqual(['BIN-0001', 'RVM-0001', 'RVM-0002', 'SC-0001']);
    expect(serials.some((row: { kid: string | null }) => row.kid === null)).toBe(true);
    const { id, serialNo, model } = serials[0];
    expect(
      (await t.call('PUT', '/api/kioskSerialNumber', { token, body: { id, serialNo, model } })).body.data.serialNo,
    ).toBe(serialNo);
    const containers = await rows('/api/foodContainer/list');
    expect(new Set(containers.map((row: { status: number }) => row.status))).toEqual(new Set([0, 1, 2, 3]));
  });
});
