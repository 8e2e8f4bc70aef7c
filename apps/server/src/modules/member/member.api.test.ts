import {
  adminCardActions,
  ErrorCode,
  memberActions,
  memberCardActions,
  octopusActions,
  ResourceType,
} from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { multipart } from '../../test/uploads.js';
import { addressBuilding, addressEstate } from '../address/tables.js';
import { wallet } from '../ledger/tables.js';
import { memberCard } from './tables.js';

let t: TestApp;
let admin: string;
let tenantAdmin: string;
let estateId: number;
let buildingId: number;
let otherEstateId: number;

const ALL = [
  ...Object.values(memberActions),
  ...Object.values(memberCardActions),
  ...Object.values(octopusActions),
  ...Object.values(adminCardActions),
];

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1, 4: 2 } });
  admin = await t.login('admin', ADMIN_PASSWORD);
  tenantAdmin = (await signInAs(t, { actions: ALL, tid: 1 })).token;
  const [estate] = await t.db.insert(addressEstate).values({ tid: 1, name: 'Own estate' }).returning();
  const [building] = await t.db.insert(addressBuilding).values({ estateId: estate!.id, name: 'Block 1' }).returning();
  const [other] = await t.db.insert(addressEstate).values({ tid: 2, name: 'Other estate' }).returning();
  estateId = estate!.id;
  buildingId = building!.id;
  otherEstateId = other!.id;
});
afterAll(() => t.close());

let sequence = 0;
async function newMember(token = admin, values: Record<string, unknown> = {}) {
  sequence++;
  const result = await t.call('POST', '/api/member', {
    token,
    body: { tid: 1, membershipNo: `T${sequence}`, name: `Member ${sequence}`, ...values },
  });
  expect(result.body.code, JSON.stringify(result.body)).toBe(200);
  return result.body.data as { id: number; membershipNo: string };
}
const audits = (resType: number, id: number | string) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, resType), eq(sysAuditLog.recordId, String(id))));

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Cards');
  worksheet.addRow(['Card number', 'Membership number']);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const upload = (bytes: Buffer, lang?: 'en_US' | 'zh_HK' | 'zh_CN', fields: Record<string, string> = { tid: '1' }) => {
  const { body, headers } = multipart({ fields, files: [{ fileName: 'cards.xlsx', bytes }] });
  return t.call('POST', '/api/memberCard/upload', { token: admin, body, headers, lang });
};

describe('members', () => {
  it('creates, reads with cards, Octopus numbers and four balances, edits and audits a member', async () => {
    const created = await newMember(admin, {
      mobile: '91234567',
      estateId,
      buildingId,
      audioLang: 'Cantonese',
      displayLang: 'Traditional Chinese',
    });
    await t.db.insert(wallet).values({ memberId: created.id, tid: 1, type: 'cst', balance: 125 });
    const detail = await t.call('GET', `/api/member/${created.id}`, { token: admin });
    expect(detail.body.data).toMatchObject({
      membershipNo: created.membershipNo,
      estateName: 'Own estate',
      buildingName: 'Block 1',
      cards: [],
      octopus: [],
      wallets: { cst: 125, octopus: 0, donation: 0, hkstp: 0 },
    });
    const edited = await t.call('PUT', `/api/member/${created.id}`, { token: admin, body: { name: 'Renamed' } });
    expect(edited.body.data.name).toBe('Renamed');
    expect((await audits(ResourceType.Member, created.id)).map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('answers the kiosk languages and refuses any other', async () => {
    const options = await t.call('GET', '/api/usrLangType/getUsrLangOptions', { token: admin });
    expect(options.body.data.audioLangList.map((option: { alias: string }) => option.alias)).toEqual([
      'Cantonese',
      'Mandarin',
      'English',
    ]);
    expect(options.body.data.displayLangList[0]).toEqual({ alias: 'Traditional Chinese', localeId: 'zh_HK' });
    const refused = await t.call('POST', '/api/member', {
      token: admin,
      body: { tid: 1, membershipNo: 'LANG1', name: 'X', audioLang: 'Klingon' },
    });
    expect(refused.status).toBe(400);
  });

  it("refuses another tenant's estate, a building of another estate and a membership number taken", async () => {
    const estate = await t.call('POST', '/api/member', {
      token: admin,
      body: { tid: 1, membershipNo: 'EST1', name: 'X', estateId: otherEstateId },
    });
    expect(estate.body.code).toBe(ErrorCode.MemberAddressMismatch);
    expect(estate.body.data.fields[0].field).toBe('estateId');
    const building = await t.call('POST', '/api/member', {
      token: admin,
      body: { tid: 1, membershipNo: 'EST2', name: 'X', buildingId },
    });
    expect(building.body.data.fields[0].field).toBe('buildingId');
    const first = await newMember();
    const taken = await t.call('POST', '/api/member', {
      token: admin,
      body: { tid: 1, membershipNo: first.membershipNo.toLowerCase(), name: 'X' },
      lang: 'zh_HK',
    });
    expect(taken.body.code).toBe(ErrorCode.MembershipNoTaken);
    expect(taken.body.message).toContain(first.membershipNo.toLowerCase());
  });

  it('filters the list by membership number, name, card number and Octopus number', async () => {
    const found = await newMember(admin, { name: 'Filter Person' });
    await t.call('POST', '/api/memberCard', { token: admin, body: { memberId: found.id, cardNo: '99990000111' } });
    await t.call('POST', '/api/octopus', {
      token: admin,
      body: { memberId: found.id, numbers: [{ prefix: '55550001', suffix: '3' }] },
    });
    const ids = async (filters: Record<string, unknown>) =>
      (await t.call('POST', '/api/member/page', { token: admin, body: filters })).body.data.rows.map(
        (row: { id: number }) => row.id,
      );
    expect(await ids({ cardNo: '99990000111' })).toEqual([found.id]);
    expect(await ids({ octopusNo: '55550001(3)' })).toEqual([found.id]);
    expect(await ids({ octopusNo: '55550001' })).toEqual([found.id]);
    expect(await ids({ name: 'filter per' })).toEqual([found.id]);
    expect(await ids({ membershipNo: found.membershipNo })).toContain(found.id);
    expect(await ids({ cardNo: '99990000112' })).toEqual([]);
    // The list names each member's own cards.
    const other = await newMember(admin, { name: 'Other Person' });
    await t.call('POST', '/api/memberCard', { token: admin, body: { memberId: other.id, cardNo: '99990000222' } });
    const cardsOf = async (cardNo: string) =>
      (await t.call('POST', '/api/member/page', { token: admin, body: { cardNo } })).body.data.rows[0].cardNos;
    expect(await cardsOf('99990000111')).toBe('99990000111');
    expect(await cardsOf('99990000222')).toBe('99990000222');
  });

  it('keeps a tenant admin to their own tenant', async () => {
    const other = await newMember(admin, { tid: 2 });
    const own = await newMember(tenantAdmin);
    const listed = await t.call('POST', '/api/member/page', { token: tenantAdmin, body: { pageSize: -1 } });
    const ids = listed.body.data.rows.map((row: { id: number }) => row.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect((await t.call('GET', `/api/member/${other.id}`, { token: tenantAdmin })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    const edit = await t.call('PUT', `/api/member/${other.id}`, { token: tenantAdmin, body: { name: 'x' } });
    expect(edit.body.code).toBe(ErrorCode.OutOfScope);
    const create = await t.call('POST', '/api/member', {
      token: tenantAdmin,
      body: { tid: 2, membershipNo: 'NOPE', name: 'x' },
    });
    expect(create.body.code).toBe(ErrorCode.OutOfScope);
    const card = await t.call('POST', '/api/memberCard', {
      token: tenantAdmin,
      body: { memberId: other.id, cardNo: '12345678901' },
    });
    expect(card.body.code).toBe(ErrorCode.OutOfScope);
  });
});

describe('member cards', () => {
  it('takes digits only, more than 10 of them, unique in the tenant, named when taken', async () => {
    const owner = await newMember();
    const add = (cardNo: string, lang?: 'zh_HK') =>
      t.call('POST', '/api/memberCard', { token: admin, body: { memberId: owner.id, cardNo }, lang });
    expect((await add('1234567890')).status).toBe(400);
    const letters = await add('1234567890A');
    expect(letters.status).toBe(400);
    expect(letters.body.data.fields[0].field).toBe('cardNo');
    const created = await add('12345678901');
    expect(created.body.data).toMatchObject({ cardNo: '12345678901', tid: 1, membershipNo: owner.membershipNo });
    const taken = await add('12345678901', 'zh_HK');
    expect(taken.body.code).toBe(ErrorCode.MemberCardTaken);
    expect(taken.body.message).toBe('卡號 12345678901 已被使用');
    // The same number in another tenant is another card.
    const elsewhere = await newMember(admin, { tid: 2 });
    const second = await t.call('POST', '/api/memberCard', {
      token: admin,
      body: { memberId: elsewhere.id, cardNo: '12345678901' },
    });
    expect(second.body.code).toBe(200);
    const edit = await t.call('PUT', '/api/memberCard', {
      token: admin,
      body: { id: created.body.data.id, status: 0 },
    });
    expect(edit.body.data.status).toBe(0);
    expect((await t.call('GET', `/api/memberCard?id=${created.body.data.id}`, { token: admin })).body.data.cardNo).toBe(
      '12345678901',
    );
    expect((await t.call('DELETE', `/api/memberCard/${created.body.data.id}`, { token: admin })).body.code).toBe(200);
    expect((await audits(ResourceType.MemberCard, created.body.data.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('answers every row for page 1, pageSize -1 and an empty search', async () => {
    const all = await t.call('POST', '/api/memberCard/page', {
      token: admin,
      body: { page: 1, pageSize: -1, keyword: '' },
    });
    const count = await t.db.$count(memberCard);
    expect(all.body.data.rows).toHaveLength(count);
    expect(all.body.data.total).toBe(count);
  });

  it('answers the template, headed in the caller language', async () => {
    const result = await t.call('POST', '/api/memberCard/downloadTemplate', { token: admin, lang: 'zh_HK' });
    expect(result.response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(result.response.rawPayload as never);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, '卡號', '會員編號']);
  });

  it('uploads a sheet all or nothing: one bad row answers the bad rows in zh_HK and adds no card', async () => {
    const owners = [await newMember(), await newMember()];
    const bad = await upload(
      await sheet([
        ['70000000001', owners[0]!.membershipNo],
        ['700000', owners[1]!.membershipNo],
        ['70000000003', 'NOBODY'],
      ]),
      'zh_HK',
    );
    expect(bad.status).toBe(400);
    expect(bad.response.headers['x-error-code']).toBe(String(ErrorCode.CardUploadRowErrors));
    expect(decodeURIComponent(String(bad.response.headers['x-error-message']))).toContain('2 行');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bad.response.rawPayload as never);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(['行', '卡號', '會員編號', '問題']);
    expect(rows[1]!.slice(1)).toEqual([3, '700000', owners[1]!.membershipNo, '卡號只可包含數字，並須多於 10 位']);
    expect(rows[2]!.slice(1, 3)).toEqual([4, '70000000003']);
    expect(rows[2]![4]).toBe('此租戶沒有會員編號為 NOBODY 的會員');
    expect(await t.db.$count(memberCard, eq(memberCard.cardNo, '70000000001'))).toBe(0);

    const good = await upload(
      await sheet([
        ['70000000001', owners[0]!.membershipNo],
        ['70000000002', owners[1]!.membershipNo.toLowerCase()],
      ]),
    );
    expect(good.body).toMatchObject({ code: 200, data: { created: 2 } });
    const again = await upload(await sheet([['70000000001', owners[0]!.membershipNo]]), 'en_US');
    expect(again.status).toBe(400);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.load(again.response.rawPayload as never);
    expect(errors.worksheets[0]!.getRow(2).getCell(4).value).toBe('Card number 70000000001 is already taken');
    expect((await audits(ResourceType.MemberCard, 0)).some((row) => row.action === 'upload')).toBe(true);
  });

  it('refuses an archive that would inflate past the limit before reading it', async () => {
    const bytes = await sheet([['70000000009', 'T1']]);
    // Every central directory entry claims 100 MB uncompressed.
    const patched = Buffer.from(bytes);
    for (let at = patched.length - 22; at >= 0; at--) {
      if (patched.readUInt32LE(at) === 0x02014b50) patched.writeUInt32LE(100 * 1024 * 1024, at + 24);
    }
    const refused = await upload(patched);
    expect(refused.body.code).toBe(ErrorCode.UploadArchiveRefused);
    expect(await t.db.$count(memberCard, eq(memberCard.cardNo, '70000000009'))).toBe(0);
  });

  it('needs the tenant of an access-all-data caller, and keeps a tenant admin to theirs', async () => {
    const bytes = await sheet([['70000000010', 'T1']]);
    expect((await upload(bytes, 'en_US', {})).body.code).toBe(ErrorCode.CardUploadTenantRequired);
    const { body, headers } = multipart({ fields: { tid: '2' }, files: [{ fileName: 'c.xlsx', bytes }] });
    const foreign = await t.call('POST', '/api/memberCard/upload', { token: tenantAdmin, body, headers });
    expect(foreign.body.code).toBe(ErrorCode.OutOfScope);
  });
});

describe('Octopus numbers', () => {
  it('takes 8 or 9 digits and a check digit, at most two, none repeated, and names those taken', async () => {
    const owner = await newMember();
    const add = (numbers: { prefix: string; suffix: string }[], memberId = owner.id) =>
      t.call('POST', '/api/octopus', { token: admin, body: { memberId, numbers } });
    expect((await add([{ prefix: '1234567', suffix: '1' }])).status).toBe(400);
    expect((await add([{ prefix: '1234567890', suffix: '1' }])).status).toBe(400);
    expect((await add([{ prefix: '12345678', suffix: '12' }])).status).toBe(400);
    expect((await add([])).status).toBe(400);
    const repeated = await add([
      { prefix: '11112222', suffix: '1' },
      { prefix: '11112222', suffix: '1' },
    ]);
    expect(repeated.body.code).toBe(ErrorCode.OctopusRepeated);
    const two = await add([
      { prefix: '11112222', suffix: '1' },
      { prefix: '333344445', suffix: '6' },
    ]);
    expect(two.body.data.map((row: { prefix: string }) => row.prefix)).toEqual(['11112222', '333344445']);
    const third = await add([{ prefix: '77778888', suffix: '0' }]);
    expect(third.body.code).toBe(ErrorCode.OctopusLimit);
    const someoneElse = await newMember();
    const taken = await add(
      [
        { prefix: '11112222', suffix: '1' },
        { prefix: '333344445', suffix: '6' },
      ],
      someoneElse.id,
    );
    expect(taken.body.code).toBe(ErrorCode.OctopusTaken);
    expect(taken.body.message).toBe('Already registered: 11112222(1), 333344445(6)');
    expect((await audits(ResourceType.MemberOctopus, two.body.data[0].id)).map((row) => row.action)).toEqual([
      'create',
    ]);
  });

  it('needs a reason to disable a number (SPEC 9), and forgets it when enabled again', async () => {
    const owner = await newMember();
    const [number] = (
      await t.call('POST', '/api/octopus', {
        token: admin,
        body: { memberId: owner.id, numbers: [{ prefix: '44445555', suffix: '2' }] },
      })
    ).body.data;
    const bare = await t.call('PUT', '/api/octopus', { token: admin, body: { id: number.id, status: 0 } });
    expect(bare.body.code).toBe(ErrorCode.OctopusReasonRequired);
    expect(bare.body.message).toBe('Reason cannot be empty when status is disabled');
    expect(bare.body.data.fields[0].field).toBe('disabledReason');
    const disabled = await t.call('PUT', '/api/octopus', {
      token: admin,
      body: { id: number.id, status: 0, disabledReason: 'Lost' },
    });
    expect(disabled.body.data).toMatchObject({ status: 0, disabledReason: 'Lost' });
    const enabled = await t.call('PUT', '/api/octopus', { token: admin, body: { id: number.id, status: 1 } });
    expect(enabled.body.data).toMatchObject({ status: 1, disabledReason: null });
    const listed = await t.call('POST', '/api/octopus/page', { token: admin, body: { keyword: '44445555' } });
    expect(listed.body.data.rows.map((row: { id: number }) => row.id)).toEqual([number.id]);
    expect((await t.call('DELETE', `/api/octopus/${number.id}`, { token: admin })).body.code).toBe(200);
    expect((await audits(ResourceType.MemberOctopus, number.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
  });
});

describe('admin cards', () => {
  it('names a holder by admin user or name, within the scope, and audits changes', async () => {
    const { user } = await signInAs(t, { tid: 1 });
    const card = await t.call('POST', '/api/adminCard', {
      token: tenantAdmin,
      body: { tid: 1, cardNo: 'ADM0001', holderUserId: user.id },
    });
    expect(card.body.data).toMatchObject({ holderLoginId: user.loginId, holderName: user.loginId, tid: 1 });
    const nameless = await t.call('POST', '/api/adminCard', {
      token: tenantAdmin,
      body: { tid: 1, cardNo: 'ADM0002' },
    });
    expect(nameless.body.code).toBe(ErrorCode.AdminCardHolderRequired);
    const foreign = await signInAs(t, { tid: 2 });
    const mismatch = await t.call('POST', '/api/adminCard', {
      token: admin,
      body: { tid: 1, cardNo: 'ADM0003', holderUserId: foreign.user.id },
    });
    expect(mismatch.body.code).toBe(ErrorCode.AdminCardScopeMismatch);
    const merchantElsewhere = await t.call('POST', '/api/adminCard', {
      token: admin,
      body: { tid: 1, mid: 4, cardNo: 'ADM0004', holderName: 'X' },
    });
    expect(merchantElsewhere.body.code).toBe(ErrorCode.AdminCardScopeMismatch);
    const taken = await t.call('POST', '/api/adminCard', {
      token: admin,
      body: { tid: 2, cardNo: 'ADM0001', holderName: 'X' },
    });
    expect(taken.body.code).toBe(ErrorCode.AdminCardTaken);
    const otherTenant = await t.call('POST', '/api/adminCard', {
      token: tenantAdmin,
      body: { tid: 2, cardNo: 'ADM0005', holderName: 'X' },
    });
    expect(otherTenant.body.code).toBe(ErrorCode.OutOfScope);
    const edited = await t.call('PUT', '/api/adminCard', {
      token: tenantAdmin,
      body: { id: card.body.data.id, holderUserId: null, holderName: 'Caretaker' },
    });
    expect(edited.body.data).toMatchObject({ holderUserId: null, holderName: 'Caretaker' });
    expect((await audits(ResourceType.AdminCard, card.body.data.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });
});
