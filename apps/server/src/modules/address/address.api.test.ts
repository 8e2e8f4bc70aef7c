import { addressActions, DEFAULT_MAP_TILE_URL, ErrorCode, housingEstateActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { callExport, csvRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { addressBuilding, addressEstate } from './tables.js';

let t: TestApp;
let admin: string;
const allActions = [...Object.values(housingEstateActions), ...Object.values(addressActions)];

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const estate = {
  create: (token: string, body: Body) => t.call('POST', '/api/address/addressEstate', { token, body }),
  update: (token: string, body: Body) => t.call('PUT', '/api/address/addressEstate', { token, body }),
  read: (token: string, id: number) => t.call('GET', `/api/address/addressEstate?id=${id}`, { token }),
  remove: (token: string, id: number) => t.call('DELETE', `/api/address/addressEstate/${id}`, { token }),
  page: (token: string, body: Body = {}) => t.call('POST', '/api/address/addressEstate/page', { token, body }),
};
const building = {
  create: (token: string, body: Body) => t.call('POST', '/api/address/addressBuilding', { token, body }),
  update: (token: string, body: Body) => t.call('PUT', '/api/address/addressBuilding', { token, body }),
  read: (token: string, id: number) => t.call('GET', `/api/address/addressBuilding?id=${id}`, { token }),
  remove: (token: string, id: number) => t.call('DELETE', `/api/address/addressBuilding/${id}`, { token }),
  page: (token: string, body: Body = {}) => t.call('POST', '/api/address/addressBuilding/page', { token, body }),
};
const tree = (token: string, lang?: 'en_US' | 'zh_HK' | 'zh_CN') =>
  t.call('GET', '/api/address/getAddressTree', { token, lang });
const list = (token: string, body: Body) => t.call('POST', '/api/housingEstate/list', { token, body });
const audits = (resType: number, id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, resType), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
let serial = 0;
const fresh = (values: Body = {}) => ({
  name: `Estate ${++serial}`,
  nameCht: `屋邨${serial}`,
  nameChs: `屋邨${serial}`,
  ...values,
});
/** Inserts an estate (and buildings) directly, as another tenant's data or a shared one. */
async function stored(tid: number | null, name = `Stored ${++serial}`, blocks = 1) {
  const [row] = await t.db
    .insert(addressEstate)
    .values({ tid, name, nameCht: `${name} 繁`, nameChs: `${name} 简`, lon: 114.1, lat: 22.3 })
    .returning();
  const children = blocks
    ? await t.db
        .insert(addressBuilding)
        .values(Array.from({ length: blocks }, (_, i) => ({ estateId: row!.id, name: `${name} Block ${i + 1}` })))
        .returning()
    : [];
  return { estate: row!, buildings: children };
}

describe('housing estates', () => {
  it('creates, reads, edits, deletes an estate with its region, tenant and building count, auditing each', async () => {
    const created = await estate.create(
      admin,
      fresh({
        tid: 1,
        name: 'Choi Hung Estate',
        nameCht: '彩虹邨',
        nameChs: '彩虹邨',
        address: 'Choi Hung Road',
        addressCht: '彩虹道',
        district: 'wongTaiSin',
        lon: 114.2065,
        lat: 22.3345,
      }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        tid: 1,
        name: 'Choi Hung Estate',
        nameCht: '彩虹邨',
        address: 'Choi Hung Road',
        addressChs: '',
        district: 'wongTaiSin',
        region: 'kowloon',
        lon: 114.2065,
        lat: 22.3345,
        status: 1,
        buildingCount: 0,
        tenantName: 'Tenant 1',
      },
    });
    const { id } = created.body.data;
    await building.create(admin, { estateId: id, name: 'Kam Hung House', floors: 20 });
    expect((await estate.read(admin, id)).body.data.buildingCount).toBe(1);

    const edited = await estate.update(admin, { id, district: 'kwunTong', status: 0 });
    expect(edited.body.data).toMatchObject({
      name: 'Choi Hung Estate',
      district: 'kwunTong',
      region: 'kowloon',
      status: 0,
    });
    const entries = await audits(ResourceType.HousingEstate, id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.columns).toEqual(
      expect.arrayContaining([
        { name: 'district', oldValue: 'wongTaiSin', newValue: 'kwunTong' },
        expect.objectContaining({ name: 'status', oldValue: '1', newValue: '0' }),
      ]),
    );
  });

  it('checks coordinates by field: longitude -180..180, latitude -90..90, both or neither (1030)', async () => {
    const bad = await estate.create(admin, fresh({ lon: 190, lat: -91 }));
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual(['lat', 'lon']);
    expect((await estate.create(admin, fresh({ lon: -180, lat: 90 }))).body.code).toBe(200);

    const half = await t.call('POST', '/api/address/addressEstate', {
      token: admin,
      lang: 'zh_HK',
      body: fresh({ lon: 114.2 }),
    });
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({
      code: ErrorCode.LocationIncomplete,
      message: '請同時填寫經度及緯度，或兩者皆不填',
      data: { fields: [{ field: 'lat' }] },
    });
    const { id } = (await estate.create(admin, fresh({ lon: 114.2, lat: 22.3 }))).body.data;
    const cleared = await estate.update(admin, { id, lat: null });
    expect(cleared.body.code).toBe(ErrorCode.LocationIncomplete);
    expect((await estate.update(admin, { id, lat: null, lon: null })).body.data).toMatchObject({
      lon: null,
      lat: null,
    });
  });

  it('requires the English name, a known district and an existing tenant (1019)', async () => {
    const unnamed = await estate.create(admin, { nameCht: '無名' });
    expect(unnamed.body.data.fields[0]).toMatchObject({ field: 'name', message: 'This field is required!' });
    expect((await estate.create(admin, fresh({ district: 'atlantis' }))).body.data.fields[0].field).toBe('district');
    expect((await estate.create(admin, fresh({ tid: 999 }))).body.code).toBe(ErrorCode.PlacementMismatch);
  });

  it('refuses to delete an estate with buildings (1021); once they are gone it deletes, auditing each', async () => {
    const {
      estate: row,
      buildings: [block],
    } = await stored(1);
    const refused = await estate.remove(admin, row.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ErrorCode.InUse);
    expect((await building.read(admin, block!.id)).body.code).toBe(200);
    expect((await building.remove(admin, block!.id)).body.code).toBe(200);
    expect((await estate.remove(admin, row.id)).body.code).toBe(200);
    expect((await estate.read(admin, row.id)).body.code).toBe(ErrorCode.NotFound);
    expect((await audits(ResourceType.AddressBuilding, block!.id)).map((entry) => entry.action)).toEqual(['delete']);
    expect((await audits(ResourceType.HousingEstate, row.id)).map((entry) => entry.action)).toEqual(['delete']);
  });

  it('filters by keyword over names and addresses, tenant, shared, district, region and status', async () => {
    const tag = `flt${Date.now()}`;
    const a = (await estate.create(admin, fresh({ name: `${tag} Alpha`, district: 'shaTin', tid: 1 }))).body.data;
    const b = (await estate.create(admin, fresh({ address: `${tag} Road`, district: 'eastern', status: 0 }))).body.data;
    expect(ids((await estate.page(admin, { keyword: tag })).body.data.rows).sort()).toEqual([a.id, b.id].sort());
    expect(ids((await estate.page(admin, { keyword: tag, region: 'hongKongIsland' })).body.data.rows)).toEqual([b.id]);
    expect(ids((await estate.page(admin, { keyword: tag, district: 'shaTin' })).body.data.rows)).toEqual([a.id]);
    expect(ids((await estate.page(admin, { keyword: tag, shared: true })).body.data.rows)).toEqual([b.id]);
    expect(ids((await estate.page(admin, { keyword: tag, tid: 1 })).body.data.rows)).toEqual([a.id]);
    expect(ids((await estate.page(admin, { keyword: tag, status: 0 })).body.data.rows)).toEqual([b.id]);
  });
});

describe('buildings', () => {
  it('creates, edits and deletes a building with its floors, audited as buildings, and checks the floors', async () => {
    const { estate: row } = await stored(1, 'Block host', 0);
    const created = await building.create(admin, { estateId: row.id, name: 'Block A', nameCht: 'A座', floors: 30 });
    expect(created.body.data).toMatchObject({
      estateId: row.id,
      name: 'Block A',
      nameCht: 'A座',
      nameChs: '',
      floors: 30,
      status: 1,
      estateName: 'Block host',
    });
    const { id } = created.body.data;
    expect((await building.update(admin, { id, floors: 32 })).body.data.floors).toBe(32);
    expect(
      (await building.create(admin, { estateId: row.id, name: 'Too tall', floors: 0 })).body.data.fields[0].field,
    ).toBe('floors');
    expect((await building.create(admin, { estateId: row.id, floors: 3 })).body.data.fields[0].field).toBe('name');
    expect(
      (await building.page(admin, { estateId: row.id })).body.data.rows.map((r: { name: string }) => r.name),
    ).toEqual(['Block A']);
    expect((await audits(ResourceType.AddressBuilding, id))[1]!.columns).toEqual([
      { name: 'floors', oldValue: '30', newValue: '32' },
    ]);
    // The entries are placed where the estate is (tenant 1), so that tenant's auditors see them.
    expect((await audits(ResourceType.AddressBuilding, id)).map((entry) => entry.tid)).toEqual([1, 1]);
    expect((await building.create(admin, { estateId: 99_999, name: 'Nowhere' })).body.code).toBe(ErrorCode.NotFound);
  });
});

describe('scope', () => {
  it("lets a tenant caller read shared and own estates, change only its own, never another tenant's", async () => {
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const shared = await stored(null);
    const own = await stored(1);
    const other = await stored(2);

    const listed = ids((await estate.page(token, { pageSize: -1 })).body.data.rows);
    expect(listed).toEqual(expect.arrayContaining([shared.estate.id, own.estate.id]));
    expect(listed).not.toContain(other.estate.id);
    expect((await estate.read(token, shared.estate.id)).body.code).toBe(200);
    expect((await estate.read(token, other.estate.id)).body.code).toBe(ErrorCode.OutOfScope);

    expect((await estate.create(token, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await estate.create(token, fresh({ tid: 2 }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await estate.create(token, fresh({ tid: 1 }))).body.data.tid).toBe(1);
    expect((await estate.update(token, { id: shared.estate.id, name: 'Renamed' })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await estate.update(token, { id: own.estate.id, tid: 2 })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await estate.update(token, { id: own.estate.id, tid: null })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await estate.update(token, { id: own.estate.id, remarks: 'Checked' })).body.data.remarks).toBe('Checked');
    expect((await estate.update(token, { id: other.estate.id, name: 'Renamed' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await estate.remove(token, shared.estate.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await estate.remove(token, other.estate.id)).body.code).toBe(ErrorCode.OutOfScope);

    // Buildings follow their estate.
    const blocks = ids((await building.page(token, { pageSize: -1 })).body.data.rows);
    expect(blocks).toEqual(expect.arrayContaining([shared.buildings[0]!.id, own.buildings[0]!.id]));
    expect(blocks).not.toContain(other.buildings[0]!.id);
    expect((await building.read(token, other.buildings[0]!.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await building.create(token, { estateId: shared.estate.id, name: 'On shared' })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await building.create(token, { estateId: other.estate.id, name: 'On other' })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    const mine = (await building.create(token, { estateId: own.estate.id, name: 'On own' })).body.data;
    expect(mine.estateId).toBe(own.estate.id);
    expect((await building.update(token, { id: mine.id, estateId: other.estate.id })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await building.update(token, { id: shared.buildings[0]!.id, name: 'Renamed' })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await building.remove(token, shared.buildings[0]!.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await building.remove(token, other.buildings[0]!.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await building.remove(token, mine.id)).body.code).toBe(200);

    const estates = (await tree(token)).body.data.map((node: { estateId: number }) => node.estateId);
    expect(estates).toEqual(expect.arrayContaining([shared.estate.id, own.estate.id]));
    expect(estates).not.toContain(other.estate.id);
    const all = ids((await list(token, { allData: true })).body.data.rows);
    expect(all).toEqual(expect.arrayContaining([shared.estate.id, own.estate.id]));
    expect(all).not.toContain(other.estate.id);

    const file = await callExport(t, token, { module: 'housingEstateList', format: 'csv' }, { tid: 2 });
    expect(file.status).toBe(200);
    expect(csvRows(file.bytes).slice(1)).toEqual([]);
  });

  it('keeps a caller without a tenant nor access-all-data to shared estates, read only', async () => {
    const { token } = await signInAs(t, { actions: allActions, tid: null });
    const shared = await stored(null);
    const own = await stored(1);
    const rows = (await estate.page(token, { pageSize: -1 })).body.data.rows as { id: number; tid: number | null }[];
    expect(rows.every((row) => row.tid === null)).toBe(true);
    expect(ids(rows)).toContain(shared.estate.id);
    expect((await estate.read(token, own.estate.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await estate.update(token, { id: shared.estate.id, name: 'Renamed' })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await estate.create(token, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await building.create(token, { estateId: shared.estate.id, name: 'X' })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
  });

  it('lets an access-all-data caller reach and change every estate, shared ones included', async () => {
    const { token } = await signInAs(t, { actions: allActions, accessAllData: true });
    const shared = await stored(null);
    const other = await stored(2);
    expect(ids((await estate.page(token, { pageSize: -1 })).body.data.rows)).toEqual(
      expect.arrayContaining([shared.estate.id, other.estate.id]),
    );
    expect((await estate.update(token, { id: shared.estate.id, remarks: 'Shared, checked' })).body.data.remarks).toBe(
      'Shared, checked',
    );
    expect((await building.create(token, { estateId: other.estate.id, name: 'Added' })).body.code).toBe(200);
    expect((await estate.update(token, { id: other.estate.id, tid: 1 })).body.data.tenantName).toBe('Tenant 1');
  });

  it('answers 401 without a token and 1003 without the action', async () => {
    expect((await t.call('GET', '/api/address/getAddressTree')).status).toBe(401);
    const { token } = await signInAs(t, { actions: [housingEstateActions.view], tid: 1 });
    expect((await tree(token)).body.code).toBe(ErrorCode.MissingAction);
    expect((await building.page(token)).body.code).toBe(ErrorCode.MissingAction);
    expect((await estate.create(token, fresh({ tid: 1 }))).body.code).toBe(ErrorCode.MissingAction);
  });
});

describe('address tree and estate list', () => {
  it('labels estates and buildings in the caller language, English where a translation is missing', async () => {
    const {
      estate: row,
      buildings: [block],
    } = await stored(null, 'Tree Estate');
    await t.db.update(addressBuilding).set({ nameCht: '甲座' }).where(eq(addressBuilding.id, block!.id));
    const find = async (lang: 'en_US' | 'zh_HK' | 'zh_CN') =>
      (await tree(admin, lang)).body.data.find((node: { estateId: number }) => node.estateId === row.id);
    expect(await find('zh_HK')).toEqual({
      estateId: row.id,
      value: row.id,
      name: 'Tree Estate',
      nameCht: 'Tree Estate 繁',
      nameChs: 'Tree Estate 简',
      label: 'Tree Estate 繁',
      children: [
        {
          buildingId: block!.id,
          value: block!.id,
          name: 'Tree Estate Block 1',
          nameCht: '甲座',
          nameChs: '',
          label: '甲座',
        },
      ],
    });
    expect((await find('zh_CN')).children[0].label).toBe('Tree Estate Block 1');
    expect((await find('en_US')).label).toBe('Tree Estate');
  });

  it('answers every estate with allData, else one page', async () => {
    const total = (await estate.page(admin, { pageSize: -1 })).body.data.total;
    const all = (await list(admin, { allData: true, pageSize: 2 })).body.data;
    expect(all.rows).toHaveLength(total);
    const paged = (await list(admin, { pageSize: 2, page: 2 })).body.data;
    expect(paged).toMatchObject({ total });
    expect(paged.rows).toHaveLength(2);
  });

  it('tells the maps where their tiles are: OpenStreetMap unless MAP_TILE_URL says otherwise', async () => {
    const { token } = await signInAs(t, { actions: [housingEstateActions.view], tid: 1 });
    expect((await t.call('GET', '/api/housingEstate/mapSettings', { token })).body.data).toEqual({
      tileUrl: DEFAULT_MAP_TILE_URL,
    });
    const own = await createTestApp({ config: { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } });
    try {
      const adminToken = await own.login('admin', ADMIN_PASSWORD);
      expect((await own.call('GET', '/api/housingEstate/mapSettings', { token: adminToken })).body.data).toEqual({
        tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      });
    } finally {
      await own.close();
    }
  });

  it('exports the estates in the caller language', async () => {
    const tag = `exp${Date.now()}`;
    await estate.create(
      admin,
      fresh({ name: `${tag} Estate`, nameCht: `${tag} 邨`, district: 'taiPo', lon: 114.17, lat: 22.45 }),
    );
    const file = await callExport(t, admin, { module: 'housingEstateList', format: 'csv' }, { keyword: tag }, 'zh_HK');
    const [header, row] = csvRows(file.bytes);
    expect(header).toEqual([
      '編號',
      '名稱',
      '地址',
      '地區',
      '區域',
      '租戶',
      '經度',
      '緯度',
      '大廈數目',
      '狀態',
      '更新時間',
    ]);
    expect(row!.slice(1, 10)).toEqual([`${tag} 邨`, '', '大埔區', '新界', '共用', '114.17', '22.45', '0', '啟用']);
  });
});
