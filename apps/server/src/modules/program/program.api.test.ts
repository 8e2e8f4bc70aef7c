import { addDays, businessToday, ErrorCode, programActions, ResourceType, sysAuditLogActions } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { program } from './tables.js';

let t: TestApp;
let adminToken: string;
const allActions = Object.values(programActions);
const today = businessToday();
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1 } });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
  t.call('POST', '/api/program', { token, body, lang });
const update = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
  t.call('PUT', '/api/program', { token, body, lang });
const read = (token: string, id: number) => t.call('GET', `/api/program?id=${id}`, { token });
const remove = (token: string, id: number) => t.call('DELETE', `/api/program/${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/program/page', { token, body });
const running = (token: string) => t.call('GET', '/api/program/api/list', { token });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.Program), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) => body.data?.fields?.map((field) => field.field);
const programCount = async () => (await t.db.select({ id: program.id }).from(program)).length;
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  tid: 1,
  name: `Program ${++serial}`,
  status: 2,
  effectiveDate: day(1),
  expiryDate: day(30),
  ...values,
});
/** A program that started before today, as time leaves it; the API would not accept its dates now. */
async function startedProgram(values: Record<string, unknown> = {}) {
  const [row] = await t.db
    .insert(program)
    .values({ tid: 1, name: `Started ${++serial}`, status: 1, effectiveDate: day(-20), expiryDate: day(20), ...values })
    .returning();
  return row!;
}

describe('programs', () => {
  it('creates, reads, edits and deletes a program, auditing each change with status names', async () => {
    const created = await create(
      adminToken,
      fresh({ name: 'Bottle Bonus', nameCht: '膠樽獎賞', description: 'Double points' }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        tid: 1,
        tenantName: 'Tenant 1',
        name: 'Bottle Bonus',
        nameCht: '膠樽獎賞',
        nameChs: '',
        status: 2,
        effectiveDate: day(1),
        expiryDate: day(30),
        description: 'Double points',
      },
    });
    const id = created.body.data.id;
    expect((await read(adminToken, id)).body.data.name).toBe('Bottle Bonus');

    const edited = await update(adminToken, { id, status: 1, expiryDate: day(40) });
    expect(edited.body.data).toMatchObject({
      name: 'Bottle Bonus',
      status: 1,
      effectiveDate: day(1),
      expiryDate: day(40),
    });

    expect((await remove(adminToken, id)).body.code).toBe(200);
    expect((await read(adminToken, id)).body.code).toBe(ErrorCode.NotFound);

    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'status', oldValue: '2', newValue: '1', oldLabel: 'draft', newLabel: 'active' },
      { name: 'expiryDate', oldValue: day(30), newValue: day(40) },
    ]);
  });

  it('needs a name longer than 3 characters: 3 refused, 4 accepted', async () => {
    const before = await programCount();
    const short = await create(adminToken, fresh({ name: 'Abc' }), 'zh_HK');
    expect(short.status).toBe(400);
    expect(fieldsOf(short.body)).toEqual(['name']);
    expect(short.body.data.fields[0].message).toContain('4');
    // Spaces around the name do not count.
    expect(fieldsOf((await create(adminToken, fresh({ name: '  Abc  ' }))).body)).toEqual(['name']);
    expect(await programCount()).toBe(before);
    expect((await create(adminToken, fresh({ name: 'Abcd' }))).body.data.name).toBe('Abcd');

    const { id } = (await create(adminToken, fresh({ name: 'Long enough' }))).body.data;
    expect(fieldsOf((await update(adminToken, { id, name: 'Abc' })).body)).toEqual(['name']);
    expect((await read(adminToken, id)).body.data.name).toBe('Long enough');
  });

  it('refuses an effective or expiry date earlier than today, on its field, in the caller language', async () => {
    const before = await programCount();
    const pastStart = await create(adminToken, fresh({ effectiveDate: day(-1) }), 'zh_HK');
    expect(pastStart.status).toBe(400);
    expect(pastStart.body).toMatchObject({ code: ErrorCode.DateBeforeToday, message: '日期不可早於今天' });
    expect(pastStart.body.data.fields).toEqual([{ field: 'effectiveDate', message: '日期不可早於今天' }]);

    const pastEnd = await create(adminToken, fresh({ effectiveDate: day(-3), expiryDate: day(-2) }));
    expect(pastEnd.body.code).toBe(ErrorCode.DateBeforeToday);
    expect(fieldsOf(pastEnd.body)).toEqual(['effectiveDate', 'expiryDate']);
    expect(await programCount()).toBe(before);

    const startsToday = await create(adminToken, fresh({ effectiveDate: today, expiryDate: today }));
    expect(startsToday.body.data).toMatchObject({ effectiveDate: today, expiryDate: today });
    const openEnded = await create(adminToken, fresh({ expiryDate: null }));
    expect(openEnded.body.data.expiryDate).toBeNull();
  });

  it('refuses an expiry date before the effective date with the SPEC message', async () => {
    const refused = await create(adminToken, fresh({ effectiveDate: day(10), expiryDate: day(9) }));
    expect(refused.body).toMatchObject({
      code: ErrorCode.ExpiryBeforeEffective,
      message: 'The effective time cannot be greater than the expiration time',
    });
    expect(fieldsOf(refused.body)).toEqual(['expiryDate']);

    // An edit is checked against the dates it keeps.
    const { id } = (await create(adminToken, fresh({ effectiveDate: day(5), expiryDate: day(10) }))).body.data;
    expect((await update(adminToken, { id, effectiveDate: day(11) })).body.code).toBe(ErrorCode.ExpiryBeforeEffective);
    expect((await read(adminToken, id)).body.data.effectiveDate).toBe(day(5));
  });

  it('keeps a running program editable: dates it keeps are not checked against today, new ones are', async () => {
    const started = await startedProgram();
    expect(
      (await update(adminToken, { id: started.id, name: 'Renamed while running', expiryDate: day(25) })).body.data,
    ).toMatchObject({
      name: 'Renamed while running',
      effectiveDate: day(-20),
      expiryDate: day(25),
    });
    expect((await update(adminToken, { id: started.id, effectiveDate: day(-19) })).body.code).toBe(
      ErrorCode.DateBeforeToday,
    );
    expect((await update(adminToken, { id: started.id, expiryDate: day(-1) })).body.code).toBe(
      ErrorCode.DateBeforeToday,
    );
  });

  it('takes the SPEC statuses 0, 1, 2, 3 and 5, and no other', async () => {
    for (const status of [0, 1, 2, 3, 5])
      expect((await create(adminToken, fresh({ status }))).body.data.status).toBe(status);
    for (const status of [4, 6, -1])
      expect(fieldsOf((await create(adminToken, fresh({ status }))).body)).toEqual(['status']);
  });

  it('needs an existing tenant (1019)', async () => {
    expect((await create(adminToken, fresh({ tid: 999 }))).body.code).toBe(ErrorCode.PlacementMismatch);
    expect(fieldsOf((await create(adminToken, fresh({ tid: undefined }))).body)).toEqual(['tid']);
  });

  it('filters by keyword, tenant and status', async () => {
    await create(adminToken, fresh({ name: 'Filter Cans Drive', status: 1 }));
    await create(adminToken, fresh({ tid: 2, name: 'Filter Cans Week', status: 3 }));
    await create(adminToken, fresh({ name: 'Unrelated', nameCht: '篩選罐', status: 1 }));
    const names = async (filters: Record<string, unknown>) =>
      (await page(adminToken, { ...filters, sort: { field: 'name', order: 'ascend' } })).body.data.rows.map(
        (row: { name: string }) => row.name,
      );
    expect(await names({ keyword: 'filter cans' })).toEqual(['Filter Cans Drive', 'Filter Cans Week']);
    expect(await names({ keyword: '篩選' })).toEqual(['Unrelated']);
    expect(await names({ keyword: 'filter cans', tid: 2 })).toEqual(['Filter Cans Week']);
    expect(await names({ keyword: 'filter cans', status: 1 })).toEqual(['Filter Cans Drive']);
  });

  it('lists for selectors only the active programs running today: id and names', async () => {
    const live = (
      await create(adminToken, fresh({ name: 'Live today', status: 1, effectiveDate: today, expiryDate: null }))
    ).body.data;
    const draft = (await create(adminToken, fresh({ name: 'Draft today', status: 2, effectiveDate: today }))).body.data;
    const later = (await create(adminToken, fresh({ name: 'Starts later', status: 1, effectiveDate: day(3) }))).body
      .data;
    const ended = await startedProgram({ name: 'Ended', effectiveDate: day(-9), expiryDate: day(-1) });
    const result = await running(adminToken);
    expect(result.body.code).toBe(200);
    const ids = result.body.data.map((item: { id: number }) => item.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(ended.id);
    expect(result.body.data.find((item: { id: number }) => item.id === live.id)).toEqual({
      id: live.id,
      name: 'Live today',
      nameCht: '',
      nameChs: '',
    });
  });

  it('keeps a tenant caller to its own tenant programs', async () => {
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const own = (await create(adminToken, fresh({ name: 'Tenant one program', status: 1, effectiveDate: today }))).body
      .data;
    const other = (
      await create(adminToken, fresh({ tid: 2, name: 'Tenant two program', status: 1, effectiveDate: today }))
    ).body.data;

    const rows = (await page(token, { pageSize: -1 })).body.data.rows;
    expect(rows.find((row: { id: number }) => row.id === own.id)).toMatchObject({ tenantName: 'Tenant 1' });
    const listed = rows.map((row: { tid: number }) => row.tid);
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set([1]));
    const selectable = (await running(token)).body.data.map((item: { id: number }) => item.id);
    expect(selectable).toContain(own.id);
    expect(selectable).not.toContain(other.id);

    expect((await read(token, other.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: other.id, name: 'Taken over' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: own.id, tid: 2 })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await remove(token, other.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, fresh({ tid: 2 }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await read(adminToken, other.id)).body.data).toMatchObject({ tid: 2, name: 'Tenant two program' });
    expect((await read(adminToken, own.id)).body.data.tid).toBe(1);

    const mine = await create(token, fresh({ name: 'Made by the tenant' }));
    expect(mine.body.data.tid).toBe(1);
    expect((await remove(token, mine.body.data.id)).body.code).toBe(200);
  });

  it('shows a merchant-scoped caller no tenant programs', async () => {
    const { token } = await signInAs(t, { actions: allActions, tid: 1, mid: 3 });
    expect((await page(token, { pageSize: -1 })).body.data.rows).toEqual([]);
    expect((await running(token)).body.data).toEqual([]);
  });
});

describe('the history of programs for scoped readers', () => {
  it("shows a tenant's auditors the changes anyone made to its programs, and none of another tenant's", async () => {
    const ours = (await create(adminToken, fresh({ tid: 1, name: 'Audited Ours' }))).body.data.id;
    const theirs = (await create(adminToken, fresh({ tid: 2, name: 'Audited Theirs' }))).body.data.id;
    const history = async (tid: number, id: number) => {
      const { token } = await signInAs(t, { actions: [sysAuditLogActions.view], tid });
      const result = await t.call('POST', '/api/sysAuditLog/page', {
        token,
        body: { resTypeId: ResourceType.Program, recordId: id },
      });
      return result.body.data.rows.map(
        (entry: { action: string; userName: string }) => `${entry.action} by ${entry.userName}`,
      );
    };
    expect(await history(1, ours)).toEqual(['create by admin']);
    expect(await history(1, theirs)).toEqual([]);
    expect(await history(2, theirs)).toEqual(['create by admin']);
  });
});
