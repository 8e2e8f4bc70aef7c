import { randomBytes } from 'node:crypto';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings } from '../../modules/address/building-service.js';
import { estates } from '../../modules/address/estate-service.js';
import { alertTypes } from '../../modules/alert-type/service.js';
import { barcodes } from '../../modules/barcode/service.js';
import { files } from '../../modules/file/service.js';
import { foodContainers } from '../../modules/food-container/service.js';
import { helpTopics } from '../../modules/help-topic/service.js';
import { helpTopic } from '../../modules/help-topic/tables.js';
import { kioskErrorCodes } from '../../modules/kiosk-ops/error-codes.js';
import { kioskGroups } from '../../modules/kiosk-group/service.js';
import { kioskSchedules } from '../../modules/kiosk-schedule/service.js';
import { kioskSerialNumbers } from '../../modules/kiosk-serial-number/service.js';
import { kiosks } from '../../modules/kiosk/service.js';
import { latestNewsItems } from '../../modules/latest-news/service.js';
import { materialTypes } from '../../modules/material-type/service.js';
import { merchants } from '../../modules/merchant/merchant-service.js';
import { shops } from '../../modules/merchant/shop-service.js';
import { programs } from '../../modules/program/service.js';
import { pubContents } from '../../modules/pub-content/service.js';
import { sysClients } from '../../modules/sys-client/service.js';
import { sysParameters } from '../../modules/sys-parameter/service.js';
import { secretBox } from '../../modules/tenant/secret-box.js';
import { createTenantService } from '../../modules/tenant/service.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInContext } from '../http/context.js';

/** Every service built on createEntityService, as its list is called. */
interface Listed {
  definition: { sortColumns: Record<string, PgColumn>; filters(input: never): SQL[] };
  page(ctx: SignedInContext, input: never): Promise<{ rows: unknown[]; total: number }>;
}
const services: Record<string, Listed> = {
  addressBuilding: buildings,
  addressEstate: estates,
  alertType: alertTypes,
  barcode: barcodes,
  file: files,
  foodContainer: foodContainers,
  helpTopic: helpTopics,
  kioskErrorCode: kioskErrorCodes,
  kioskGroup: kioskGroups,
  kioskSchedule: kioskSchedules,
  kioskSerialNumber: kioskSerialNumbers,
  kiosk: kiosks,
  latestNews: latestNewsItems,
  materialType: materialTypes,
  merchant: merchants,
  shop: shops,
  program: programs,
  pubContent: pubContents,
  sysClient: sysClients,
  sysParameter: sysParameters,
  tenant: createTenantService(secretBox(randomBytes(32))),
};

let t: TestApp;
let ctx: SignedInContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = {
    lang: 'en_US',
    db: t.db,
    requestId: 'entity-derive',
    ip: '127.0.0.1',
    user: {
      id: 1,
      roleIds: [],
      isSuper: true,
      actions: new Set(),
      scope: { allData: true, tid: null, mid: null, sid: null },
      profile: {} as never,
    },
    sessionId: 0,
  };
  await t.db.insert(helpTopic).values(
    ['Bins', 'bins', 'Recycling', 'Other', 'Kiosks'].map((category, n) => ({
      title: `Topic ${(n * 7) % 5}`,
      content: '<p>Answer</p>',
      category,
      sortOrder: n % 3,
      status: n % 2,
    })),
  );
});
afterAll(() => t.close());

describe('lists sorted and filtered as their page request says', () => {
  it('sorts every entity list by each sortable field of its contract, both ways', async () => {
    for (const [name, service] of Object.entries(services)) {
      const fields = Object.keys(service.definition.sortColumns);
      expect(fields.length, name).toBeGreaterThan(0);
      for (const field of fields)
        for (const order of ['ascend', 'descend'] as const) {
          const found = await service.page(ctx, { page: 1, pageSize: 20, sort: { field, order } } as never);
          expect(found.total, `${name} by ${field} ${order}`).toBeGreaterThanOrEqual(0);
        }
    }
  });

  it('orders help topics by the column of each sortable field, with the id last', async () => {
    for (const [field, column] of Object.entries(helpTopics.definition.sortColumns))
      for (const order of ['ascend', 'descend'] as const) {
        const direction = order === 'ascend' ? asc : desc;
        const expected = await t.db
          .select({ id: helpTopic.id })
          .from(helpTopic)
          .orderBy(direction(column), direction(helpTopic.id));
        const found = await helpTopics.page(ctx, { page: 1, pageSize: 50, sort: { field, order } } as never);
        expect(
          found.rows.map((row) => row.id),
          `${field} ${order}`,
        ).toEqual(expected.map((row) => row.id));
      }
  });

  it('filters by derived conditions: text contains ignoring case, enums equal, keyword over its columns', async () => {
    const list = async (filters: Record<string, unknown>) =>
      (await helpTopics.page(ctx, { page: 1, pageSize: 50, ...filters })).rows.map(
        (row) => `${row.category}/${row.status}`,
      );
    expect((await list({ category: 'BIN' })).sort()).toEqual(['Bins/0', 'bins/1']);
    expect((await list({ category: 'bin', status: 1 })).sort()).toEqual(['bins/1']);
    expect(await list({ category: '' })).toHaveLength(5);
    expect(await list({ keyword: ' topic 3' })).toEqual(['Kiosks/0']);
  });
});
