import { TenantCreate } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { demoApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await demoApp());
});
afterAll(() => t.close());

describe('demo tenants', () => {
  it('keeps the organisation demo tenants, enriched with configs passing the contract and server rules', async () => {
    const { rows } = (
      await t.call('POST', '/api/tenants/list', {
        token,
        body: { pageSize: -1, sort: { field: 'id', order: 'ascend' } },
      })
    ).body.data;
    expect(rows.map((row: { name: string }) => row.name)).toEqual([
      'City Recycling',
      'Science Park Campus',
      'Harbour Front Pilot',
    ]);
    expect(rows.map((row: { subdomain: string }) => row.subdomain)).toEqual(['city', 'science-park', 'harbour-pilot']);
    const city = rows[0];
    expect(city.recycleConfig.map((cap: { materialCode: string }) => cap.materialCode)).toEqual([
      ...['PET', 'ALU_CAN', 'TETRA_PAK'],
      ...['GLASS', 'PAPER', 'PLASTIC', 'METAL', 'FOOD_WASTE'],
    ]);
    // A tenant with members has a rate for every material its kiosks take, so none of its members' recycling earns 0.
    const unpriced = await queryRows<{ name: string; material: string }>(
      t.db,
      sql`select distinct n.name, m.material from kiosk k join tenant n on n.id = k.tid
          cross join unnest(k.recycle_type) as m(material)
        where exists (select 1 from member where member.tid = n.id)
          and not exists (select 1 from jsonb_array_elements(n.recycle_config) c
            where upper(c->>'materialCode') = upper(m.material))`,
    );
    expect(unpriced).toEqual([]);
    expect(city.texts.terms.zh_HK).toContain('積分');
    for (const row of rows) {
      const { id, ...fields } = row;
      expect(TenantCreate.safeParse(fields).success, row.name).toBe(true);
      // Saving a demo tenant as it is passes every rule and changes nothing.
      const saved = await t.call('PATCH', `/api/tenants/${id}`, {
        token,
        body: {
          recycleConfig: row.recycleConfig,
          binConfig: row.binConfig,
          texts: row.texts,
          timingConfig: row.timingConfig,
        },
      });
      expect(saved.body.code, row.name).toBe(200);
      expect(saved.body.data.texts).toEqual(row.texts);
    }
  });
});
