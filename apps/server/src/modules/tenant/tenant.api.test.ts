import { ErrorCode, errorMessage, LOGO_MAX_BYTES, ResourceType, tenantActions } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { sysClient, tenant } from '../organisation/tables.js';
import { secretBox } from './secret-box.js';

let t: TestApp;
let adminToken: string;
let clientId: number;
let otherClientId: number;
const allActions = Object.values(tenantActions);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1, 4: 2 }, shops: { 5: [1, 3], 6: [2, 4] } });
  [{ id: clientId }, { id: otherClientId }] = await t.db
    .insert(sysClient)
    .values([{ name: 'Client A' }, { name: 'Client B' }])
    .returning();
  await t.db.update(tenant).set({ sysClientId: clientId }).where(eq(tenant.id, 1));
  await t.db.update(tenant).set({ sysClientId: otherClientId }).where(eq(tenant.id, 2));
  await t.db.insert(kioskMaterialType).values([
    { code: 'PET', materialName: 'PET bottle' },
    { code: 'ALU_CAN', materialName: 'Aluminium can' },
  ]);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>, lang?: 'en_US' | 'zh_HK' | 'zh_CN') =>
  t.call('POST', '/api/tenants', { token, body, lang });
const update = (token: string, id: number, body: Record<string, unknown>) =>
  t.call('PATCH', `/api/tenants/${id}`, { token, body });
const read = (token: string, id: number) => t.call('GET', `/api/tenants/${id}`, { token });
const list = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/tenants/list', { token, body });
const duplicate = (token: string, id: number, body?: Record<string, unknown>) =>
  t.call('PUT', `/api/tenants/duplicate/${id}`, { token, body });
const tree = (token: string, query: string) => t.call('GET', `/api/tenant/getTreeInfoByRole?${query}`, { token });
const stored = async (id: number) => (await t.db.select().from(tenant).where(eq(tenant.id, id)))[0]!;
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.Tenant), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) =>
  (body.data?.fields ?? []).map((field) => field.field).sort();

let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  name: `Tenant ${++serial}`,
  status: 1,
  subdomain: `tenant-${serial}`,
  ...values,
});
/** A PNG of `bytes` bytes, as far as its signature tells. */
const png = (bytes: number) => {
  const image = Buffer.alloc(bytes, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(image);
  return `data:image/png;base64,${image.toString('base64')}`;
};

describe('tenants: create, read and edit', () => {
  it('creates a tenant with every field and config group, answering them with defaults filled in', async () => {
    const created = await create(
      adminToken,
      fresh({
        sysClientId: clientId,
        name: 'Green City',
        nameCht: '綠色城市',
        nameChs: '绿色城市',
        shortName: 'GC',
        logo: png(64),
        effectiveDate: '2026-01-01',
        expiryDate: '2026-12-31',
        subdomain: 'Green-City',
        defaultLang: 'zh_HK',
        modes: ['rvm', 'octopus'],
        useCstPoint: true,
        dashboardTheme: 'dark',
        rvmConfig: { maxItemsPerTransaction: 20, acceptUnknownBarcode: true, printReceipt: false },
        recycleConfig: [{ materialCode: 'PET', dailyMaxQuantity: 100, dailyMaxPoints: 1000, dailyMaxAmount: 12.5 }],
        binConfig: { nearFullWeightKg: 40, fullWeightKg: 50, nearFullDepthCm: 80, fullDepthCm: 90 },
        sprayConfig: { enabled: true, intervalMinutes: 30, durationSeconds: 4 },
        timingConfig: {
          idleTimeoutSeconds: 60,
          doorOpenSeconds: 8,
          resultDisplaySeconds: 4,
          sessionTimeoutSeconds: 120,
        },
      }),
    );
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({
      sysClientId: clientId,
      sysClientName: 'Client A',
      name: 'Green City',
      nameCht: '綠色城市',
      shortName: 'GC',
      subdomain: 'green-city',
      defaultLang: 'zh_HK',
      modes: ['rvm', 'octopus'],
      useCstPoint: true,
      dashboardTheme: 'dark',
      effectiveDate: '2026-01-01',
      expiryDate: '2026-12-31',
      rvmConfig: { maxItemsPerTransaction: 20, acceptUnknownBarcode: true, printReceipt: false },
      fcmConfig: { depositAmount: 0, refundAmount: 0, returnWithinDays: 30 },
      tbConfig: { capacityLitres: 240 },
      recycleConfig: [{ materialCode: 'PET', dailyMaxQuantity: 100, dailyMaxPoints: 1000, dailyMaxAmount: 12.5 }],
      binConfig: { nearFullWeightKg: 40, fullWeightKg: 50 },
      texts: { terms: { en_US: '', zh_HK: '', zh_CN: '' } },
      connectionString: null,
    });
    expect(created.body.data.logo).toBe(png(64));
    expect((await read(adminToken, created.body.data.id)).body.data.name).toBe('Green City');
  });

  it('edits only the fields sent, sanitising rich texts, auditing each change with SPEC 4 status labels', async () => {
    const { id } = (await create(adminToken, fresh({ name: 'Audited', shortName: 'AU' }))).body.data;
    const edited = await update(adminToken, id, {
      status: 2,
      tbConfig: { capacityLitres: 120, collectionIntervalHours: 6, requireMemberCard: true },
      texts: {
        terms: { en_US: '<p onclick="x()">Terms<script>alert(1)</script></p>', zh_HK: '<b>條款</b>', zh_CN: '' },
      },
    });
    expect(edited.body.data).toMatchObject({ shortName: 'AU', status: 2, tbConfig: { capacityLitres: 120 } });
    expect(edited.body.data.texts.terms).toEqual({ en_US: '<p>Terms</p>', zh_HK: '<b>條款</b>', zh_CN: '' });
    expect(edited.body.data.texts.privacy).toEqual({ en_US: '', zh_HK: '', zh_CN: '' });
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    const columns = entries[1]!.columns as { name: string; oldLabel?: string; newLabel?: string; newValue: string }[];
    expect(columns.map((column) => column.name).sort()).toEqual(['status', 'tbConfig', 'texts']);
    expect(columns.find((column) => column.name === 'status')).toMatchObject({ oldLabel: 'active', newLabel: 'draft' });
    expect(columns.find((column) => column.name === 'texts')!.newValue).not.toContain('script');
  });

  it('refuses each malformed field by name, in the caller language, storing nothing', async () => {
    const before = (await t.db.select().from(tenant)).length;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: '' }, ['name']],
      [{ status: 4 }, ['status']],
      [{ subdomain: '-bad-' }, ['subdomain']],
      [{ subdomain: 'has.dot' }, ['subdomain']],
      [{ subdomain: 'x'.repeat(64) }, ['subdomain']],
      [{ defaultLang: 'fr_FR' }, ['defaultLang']],
      [{ modes: ['rvm', 'rvm'] }, ['modes']],
      [{ modes: ['teleport'] }, ['modes.0']],
      [{ dashboardTheme: 'neon' }, ['dashboardTheme']],
      [{ effectiveDate: '2026-02-30' }, ['effectiveDate']],
      [{ rvmConfig: { maxItemsPerTransaction: 0 } }, ['rvmConfig.maxItemsPerTransaction']],
      [{ fcmConfig: { depositAmount: 5, refundAmount: 6, returnWithinDays: 10 } }, ['fcmConfig.refundAmount']],
      [{ fcmConfig: { depositAmount: 1.005 } }, ['fcmConfig.depositAmount']],
      [{ tbConfig: { capacityLitres: 6000 } }, ['tbConfig.capacityLitres']],
      [
        { recycleConfig: [{ materialCode: 'PET', dailyMaxQuantity: -1, dailyMaxPoints: 1.5, dailyMaxAmount: -2 }] },
        ['recycleConfig.0.dailyMaxAmount', 'recycleConfig.0.dailyMaxPoints', 'recycleConfig.0.dailyMaxQuantity'],
      ],
      [
        {
          recycleConfig: [
            { materialCode: 'PET', dailyMaxQuantity: 1, dailyMaxPoints: 1, dailyMaxAmount: 1 },
            { materialCode: 'PET', dailyMaxQuantity: 1, dailyMaxPoints: 1, dailyMaxAmount: 1 },
          ],
        },
        ['recycleConfig.1.materialCode'],
      ],
      [
        { binConfig: { nearFullWeightKg: 50, fullWeightKg: 50, nearFullDepthCm: 10, fullDepthCm: 9 } },
        ['binConfig.nearFullDepthCm', 'binConfig.nearFullWeightKg'],
      ],
      [
        { sprayConfig: { enabled: true, intervalMinutes: 0, durationSeconds: 301 } },
        ['sprayConfig.durationSeconds', 'sprayConfig.intervalMinutes'],
      ],
      [
        {
          timingConfig: {
            idleTimeoutSeconds: 5,
            doorOpenSeconds: 61,
            resultDisplaySeconds: 0,
            sessionTimeoutSeconds: 2000,
          },
        },
        [
          'timingConfig.doorOpenSeconds',
          'timingConfig.idleTimeoutSeconds',
          'timingConfig.resultDisplaySeconds',
          'timingConfig.sessionTimeoutSeconds',
        ],
      ],
    ];
    for (const [values, fields] of cases) {
      const refused = await create(adminToken, fresh(values), 'zh_HK');
      expect(refused.status, JSON.stringify(values)).toBe(400);
      expect(fieldsOf(refused.body), JSON.stringify(values)).toEqual(fields);
      expect(refused.body.message).toMatch(/^請檢查/);
    }
    expect((await create(adminToken, { status: 1 })).body.data.fields[0]).toMatchObject({
      field: 'name',
      message: 'This field is required!',
    });
    expect((await t.db.select().from(tenant)).length).toBe(before);
  });

  it('refuses an expiry before the effective date (1023) on create and on an edit of either date', async () => {
    const refused = await create(adminToken, fresh({ effectiveDate: '2026-05-02', expiryDate: '2026-05-01' }), 'zh_CN');
    expect(refused.body.code).toBe(ErrorCode.ExpiryBeforeEffective);
    expect(refused.body.data.fields).toEqual([
      { field: 'expiryDate', message: errorMessage(ErrorCode.ExpiryBeforeEffective, 'zh_CN') },
    ]);
    const { id } = (await create(adminToken, fresh({ effectiveDate: '2026-05-01', expiryDate: '2026-06-01' }))).body
      .data;
    expect((await update(adminToken, id, { effectiveDate: '2026-07-01' })).body.code).toBe(
      ErrorCode.ExpiryBeforeEffective,
    );
    expect((await update(adminToken, id, { expiryDate: '2026-04-30' })).body.code).toBe(
      ErrorCode.ExpiryBeforeEffective,
    );
    expect((await update(adminToken, id, { expiryDate: '2026-05-01' })).body.data.expiryDate).toBe('2026-05-01');
    expect((await stored(id)).effectiveDate).toBe('2026-05-01');
  });

  it('keeps subdomains unique (1020, on the field), case-folded, while a tenant keeps its own', async () => {
    const { id } = (await create(adminToken, fresh({ subdomain: 'unique-one' }))).body.data;
    const taken = await create(adminToken, fresh({ subdomain: 'UNIQUE-ONE' }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(ErrorCode.CodeTaken);
    expect(fieldsOf(taken.body)).toEqual(['subdomain']);
    expect((await update(adminToken, id, { subdomain: 'unique-one', shortName: 'U1' })).body.data.shortName).toBe('U1');
    const other = (await create(adminToken, fresh())).body.data;
    expect((await update(adminToken, other.id, { subdomain: 'unique-one' })).body.code).toBe(ErrorCode.CodeTaken);
    // A tenant without a subdomain is allowed, as many times as needed.
    expect((await create(adminToken, fresh({ subdomain: null }))).body.data.subdomain).toBeNull();
    expect((await create(adminToken, fresh({ subdomain: '' }))).body.data.subdomain).toBeNull();
  });

  it('refuses a logo over the size limit (1025) or of another type (1041), and caps of unknown materials', async () => {
    const big = await create(adminToken, fresh({ logo: png(LOGO_MAX_BYTES + 1) }));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      code: ErrorCode.UploadTooLarge,
      message: 'Upload file size must be less than 500 KB',
    });
    expect(fieldsOf(big.body)).toEqual(['logo']);
    for (const logo of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://example.com/logo.png',
      `data:image/jpeg;base64,${png(64).split(',')[1]}`,
    ]) {
      expect((await create(adminToken, fresh({ logo }))).body.code, logo.slice(0, 20)).toBe(
        ErrorCode.UnsupportedFileType,
      );
    }
    const fits = (await create(adminToken, fresh({ logo: png(LOGO_MAX_BYTES) }))).body.data;
    expect(fits.logo).toBe(png(LOGO_MAX_BYTES));
    // The audit notes the logo changed without keeping a copy of the image.
    await update(adminToken, fits.id, { logo: png(10) });
    const logoChange = (await audits(fits.id))[1]!.columns as { name: string; oldValue: string; newValue: string }[];
    expect(logoChange).toEqual([{ name: 'logo', oldValue: '******', newValue: '******' }]);
    const unknown = await create(
      adminToken,
      fresh({
        recycleConfig: [
          { materialCode: 'PET', dailyMaxQuantity: 1, dailyMaxPoints: 1, dailyMaxAmount: 0 },
          { materialCode: 'URANIUM', dailyMaxQuantity: 1, dailyMaxPoints: 1, dailyMaxAmount: 0 },
        ],
      }),
    );
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['recycleConfig.1.materialCode']);
  });

  it('refuses an unknown system client', async () => {
    const refused = await create(adminToken, fresh({ sysClientId: 999_999 }));
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['sysClientId']);
  });
});

describe('tenants: the connection string', () => {
  it('is stored encrypted, shown masked, kept if omitted, replaced if sent, nulled, never audited', async () => {
    const plain = 'postgres://tenant:S3cret-Pass@db.example:5432/green';
    const { id, connectionString } = (await create(adminToken, fresh({ connectionString: plain }))).body.data;
    expect(connectionString).toBe('****reen');
    const sealed = (await stored(id)).connectionString!;
    expect(sealed).not.toContain('S3cret');
    expect(sealed).not.toContain('green');
    expect(sealed).toMatch(/^v1:/);
    // Each value is sealed with its own nonce: the same string stored twice differs.
    const twin = (await create(adminToken, fresh({ connectionString: plain }))).body.data;
    expect((await stored(twin.id)).connectionString).not.toBe(sealed);

    expect((await update(adminToken, id, { shortName: 'KEEP' })).body.data.connectionString).toBe('****reen');
    expect((await stored(id)).connectionString).toBe(sealed);
    expect(
      (await update(adminToken, id, { connectionString: 'Server=x;Password=abcd1234' })).body.data.connectionString,
    ).toBe('****1234');
    expect((await list(adminToken, { keyword: 'KEEP' })).body.data.rows[0].connectionString).toBe('****1234');
    expect((await update(adminToken, id, { connectionString: null })).body.data.connectionString).toBeNull();

    const logged = JSON.stringify(await audits(id));
    expect(logged).not.toContain('S3cret');
    expect(logged).not.toContain('abcd1234');
    expect(logged).not.toContain('connectionString');
    expect(logged).not.toContain(sealed);
  });
});

describe('tenants: the key of connection strings', () => {
  it('is no key in the source when TENANT_SECRET_KEY is unset; each instance reads what another sealed', async () => {
    const { id } = (await create(adminToken, fresh({ connectionString: 'Server=db;Password=peer-4321' }))).body.data;
    const sealed = (await stored(id)).connectionString!;
    // The fixed development key earlier versions sealed with when TENANT_SECRET_KEY was unset.
    const formerKey = Buffer.from('ZGV2LW9ubHktdGVuYW50LXNlY3JldC1rZXktMzJieXQ=', 'base64');
    expect(() => secretBox(formerKey).decrypt(sealed)).toThrow();
    const peer = await t.peer();
    try {
      expect((await peer.call('GET', `/api/tenants/${id}`, { token: adminToken })).body.data.connectionString).toBe(
        '****4321',
      );
    } finally {
      await peer.close();
    }
  });
});

describe('tenants: list', () => {
  it('filters by keyword over names and short name, status and system client, and sorts', async () => {
    await create(adminToken, fresh({ name: 'Zeta Filter', shortName: 'ZF', sysClientId: otherClientId, status: 1 }));
    await create(adminToken, fresh({ name: 'Alpha Filter', nameCht: '甲過濾', sysClientId: otherClientId, status: 0 }));
    await create(adminToken, fresh({ name: 'Other', shortName: 'FILTERX', sysClientId: clientId, status: 1 }));
    const names = async (body: Record<string, unknown>) =>
      (await list(adminToken, body)).body.data.rows.map((row: { name: string }) => row.name);
    expect(await names({ keyword: 'filter', sort: { field: 'name', order: 'ascend' } })).toEqual([
      'Alpha Filter',
      'Other',
      'Zeta Filter',
    ]);
    expect(await names({ keyword: '過濾' })).toEqual(['Alpha Filter']);
    expect(await names({ keyword: 'filter', status: 1, sort: { field: 'name', order: 'descend' } })).toEqual([
      'Zeta Filter',
      'Other',
    ]);
    expect(
      await names({ keyword: 'filter', sysClientId: otherClientId, sort: { field: 'name', order: 'ascend' } }),
    ).toEqual(['Alpha Filter', 'Zeta Filter']);
    const paged = await list(adminToken, {
      keyword: 'filter',
      page: 2,
      pageSize: 2,
      sort: { field: 'name', order: 'ascend' },
    });
    expect(paged.body.data).toMatchObject({ total: 3, rows: [{ name: 'Zeta Filter' }] });
  });
});

describe('tenants: duplicate', () => {
  it('refuses a body of null, or of anything but an object, and copies nothing', async () => {
    const original = (await create(adminToken, fresh({ name: 'Null source' }))).body.data;
    const before = (await list(adminToken, { pageSize: -1 })).body.data.total;
    for (const payload of ['null', '[]', '"copy"', '7']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/tenants/duplicate/${original.id}`,
        payload,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
    }
    expect((await list(adminToken, { pageSize: -1 })).body.data.total).toBe(before);
  });

  it('copies the tenant and its configs under derived names and a free subdomain, auditing the copy', async () => {
    const original = (
      await create(
        adminToken,
        fresh({
          name: 'Source',
          nameCht: '來源',
          nameChs: '',
          subdomain: 'source',
          sysClientId: clientId,
          connectionString: 'Host=db;Password=zzzz9999',
          modes: ['smartBin'],
          binConfig: { nearFullWeightKg: 10, fullWeightKg: 20, nearFullDepthCm: 30, fullDepthCm: 40 },
          recycleConfig: [{ materialCode: 'ALU_CAN', dailyMaxQuantity: 5, dailyMaxPoints: 50, dailyMaxAmount: 1 }],
          texts: { aboutUs: { en_US: '<p>About</p>', zh_HK: '', zh_CN: '' } },
        }),
      )
    ).body.data;
    const first = await duplicate(adminToken, original.id);
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({
      name: 'Source (copy)',
      nameCht: '來源（副本）',
      nameChs: '',
      subdomain: 'source-copy',
      sysClientId: clientId,
      modes: ['smartBin'],
      binConfig: original.binConfig,
      recycleConfig: original.recycleConfig,
      texts: original.texts,
      connectionString: null,
    });
    expect(first.body.data.id).not.toBe(original.id);
    const second = await duplicate(adminToken, original.id, {});
    expect(second.body.data.subdomain).toBe('source-copy-2');
    const named = await duplicate(adminToken, original.id, {
      name: 'Named copy',
      nameCht: '命名副本',
      subdomain: 'named-copy',
    });
    expect(named.body.data).toMatchObject({ name: 'Named copy', nameCht: '命名副本', subdomain: 'named-copy' });
    const entries = await audits(first.body.data.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
    expect(JSON.stringify(entries)).toContain('Source (copy)');
    expect(JSON.stringify(entries)).not.toContain('zzzz9999');
    expect(entries[0]!.columns).toContainEqual({
      name: 'status',
      oldValue: null,
      newValue: '1',
      oldLabel: null,
      newLabel: 'active',
    });
    expect((await stored(original.id)).name).toBe('Source');
  });

  it('answers "copy tenant failed" (1024) in the caller language when the copy fails, keeping nothing', async () => {
    const original = (await create(adminToken, fresh({ subdomain: 'copy-source' }))).body.data;
    const before = (await t.db.select().from(tenant)).length;
    for (const [lang, message] of [
      ['en_US', 'copy tenant failed'],
      ['zh_HK', '複製租戶失敗'],
      ['zh_CN', '复制租户失败'],
    ] as const) {
      const failed = await t.call('PUT', `/api/tenants/duplicate/${original.id}`, {
        token: adminToken,
        lang,
        body: { subdomain: 'copy-source' },
      });
      expect(failed.body).toMatchObject({ code: ErrorCode.CopyTenantFailed, message });
      expect(fieldsOf(failed.body)).toEqual(['subdomain']);
    }
    expect((await t.db.select().from(tenant)).length).toBe(before);
    expect((await duplicate(adminToken, 999_999)).body.code).toBe(ErrorCode.NotFound);
  });
});

describe('tenants: scope', () => {
  it('shows a tenant-scoped caller only their tenant, which they may edit but not move, copy or multiply', async () => {
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    expect((await list(token, { pageSize: -1 })).body.data.rows.map((row: { id: number }) => row.id)).toEqual([1]);
    expect((await read(token, 1)).body.data.id).toBe(1);
    expect((await read(token, 2)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, 1, { shortName: 'MINE' })).body.data.shortName).toBe('MINE');
    expect((await update(token, 2, { shortName: 'THEIRS' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, 1, { sysClientId: otherClientId })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await duplicate(token, 1)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await duplicate(token, 2)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await stored(2)).shortName).toBeNull();
    expect((await stored(1)).sysClientId).toBe(clientId);
  });

  it('lets an unscoped caller without access-all-data read granted tenants only, and create none', async () => {
    const { token, user } = await signInAs(t, { actions: allActions, tid: null });
    expect((await list(token, { pageSize: -1 })).body.data.rows).toEqual([]);
    await t.db.insert(adminMapping).values({ adminId: user.id, resTypeId: ResourceType.Tenant, resId: 2 });
    expect((await list(token, { pageSize: -1 })).body.data.rows.map((row: { id: number }) => row.id)).toEqual([2]);
    expect((await read(token, 2)).body.code).toBe(200);
    expect((await update(token, 2, { shortName: 'GRANTED' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await duplicate(token, 2)).body.code).toBe(ErrorCode.OutOfScope);
  });

  it('lets an access-all-data caller create and duplicate; every call needs its action and a session', async () => {
    const { token } = await signInAs(t, { actions: allActions, accessAllData: true });
    const { id } = (await create(token, fresh())).body.data;
    expect((await duplicate(token, id)).body.code).toBe(200);
    const viewer = await signInAs(t, { actions: [tenantActions.view], accessAllData: true });
    expect((await create(viewer.token, fresh())).body.code).toBe(ErrorCode.MissingAction);
    expect((await update(viewer.token, id, { shortName: 'X' })).body.code).toBe(ErrorCode.MissingAction);
    expect((await duplicate(viewer.token, id)).body.code).toBe(ErrorCode.MissingAction);
    expect((await t.call('POST', '/api/tenants/list', { body: {} })).status).toBe(401);
  });
});

describe('tenants: tree for selectors', () => {
  it('answers the reachable tenants, merchants or shops with their parent, filtered by system client', async () => {
    const all = (await tree(adminToken, 'type=tenant')).body.data as {
      id: number;
      pId: number | null;
      resName: string;
    }[];
    expect(all.find((option) => option.id === 1)).toEqual({
      id: 1,
      resName: 'Tenant 1',
      resNameCht: '',
      resNameChs: '',
      pId: clientId,
    });
    expect(
      (await tree(adminToken, `type=tenant&sysClientId=${otherClientId}`)).body.data.map(
        (option: { id: number }) => option.id,
      ),
    ).toContain(2);
    expect(
      (await tree(adminToken, `type=tenant&sysClientId=${otherClientId}`)).body.data.map(
        (option: { id: number }) => option.id,
      ),
    ).not.toContain(1);
    expect((await tree(adminToken, 'type=merchant')).body.data).toEqual([
      { id: 3, resName: 'Merchant 3', resNameCht: '', resNameChs: '', pId: 1 },
      { id: 4, resName: 'Merchant 4', resNameCht: '', resNameChs: '', pId: 2 },
    ]);
    expect((await tree(adminToken, `type=shop&sysClientId=${clientId}`)).body.data).toEqual([
      { id: 5, resName: 'Shop 5', resNameCht: '', resNameChs: '', pId: 3 },
    ]);
    expect((await tree(adminToken, 'type=estate')).status).toBe(400);

    const { token } = await signInAs(t, { actions: [tenantActions.view], tid: 2 });
    expect((await tree(token, 'type=tenant')).body.data.map((option: { id: number }) => option.id)).toEqual([2]);
    expect((await tree(token, 'type=shop')).body.data.map((option: { id: number }) => option.id)).toEqual([6]);
    expect((await tree(token, `type=merchant&sysClientId=${clientId}`)).body.data).toEqual([]);
  });
});

describe('tenants: export', () => {
  it('writes the filtered tenants of the caller reach as CSV, without secrets', async () => {
    await create(adminToken, fresh({ name: 'Exported One', connectionString: 'Password=export-secret' }));
    const file = await t.call('POST', '/api/export/exportExcel?module=tenantList&format=csv', {
      token: adminToken,
      body: { keyword: 'Exported' },
    });
    expect(file.status).toBe(200);
    const text = file.response.rawPayload.toString('utf8');
    expect(text).toContain('Exported One');
    expect(text).not.toContain('export-secret');
    expect(text.split('\n').filter((line) => line.trim()).length).toBe(2);

    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const scoped = (
      await t.call('POST', '/api/export/exportExcel?module=tenantList&format=csv', { token, body: {} })
    ).response.rawPayload.toString('utf8');
    expect(scoped).not.toContain('Exported One');
    expect(scoped).toContain('Tenant 1');
  });
});
