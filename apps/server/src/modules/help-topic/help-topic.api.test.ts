import { ErrorCode, helpTopicActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { helpTopic } from './tables.js';

let t: TestApp;
let adminToken: string;
const allActions = Object.values(helpTopicActions);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/helpTopic', { token, body });
const update = (token: string, body: Record<string, unknown>) => t.call('PUT', '/api/helpTopic', { token, body });
const read = (token: string, id: number) => t.call('GET', `/api/helpTopic?id=${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/helpTopic/page', { token, body });
const stored = async (id: number) => (await t.db.select().from(helpTopic).where(eq(helpTopic.id, id)))[0]!;
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.HelpTopic), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  title: `Topic ${++serial}`,
  content: '<p>Answer</p>',
  category: 'General',
  status: 1,
  ...values,
});

describe('help topics', () => {
  it('creates, reads, edits and deletes a topic in three languages, auditing each change', async () => {
    const created = await create(
      adminToken,
      fresh({
        title: 'Bin full',
        titleCht: '回收箱已滿',
        titleChs: '回收箱已满',
        content: '<p>Empty it</p>',
        contentCht: '<p>請清空</p>',
        category: 'Kiosks',
        sortOrder: 5,
      }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        title: 'Bin full',
        titleCht: '回收箱已滿',
        titleChs: '回收箱已满',
        content: '<p>Empty it</p>',
        contentCht: '<p>請清空</p>',
        contentChs: '',
        category: 'Kiosks',
        sortOrder: 5,
        status: 1,
      },
    });
    const id = created.body.data.id;
    expect((await update(adminToken, { id, sortOrder: 7, status: 0 })).body.data).toMatchObject({
      title: 'Bin full',
      sortOrder: 7,
      status: 0,
    });
    expect((await t.call('DELETE', `/api/helpTopic/${id}`, { token: adminToken })).body.code).toBe(200);
    expect((await read(adminToken, id)).body.code).toBe(ErrorCode.NotFound);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns.map((column) => column.name)).toEqual(['sortOrder', 'status']);
  });

  it('stores contents sanitised: no scripts, no on* handlers, no javascript: addresses, formatting kept', async () => {
    const hostile =
      '<p onclick="steal()">Read <strong>this</strong></p><script>steal()</script>' +
      '<a href="javascript:steal()">link</a><img src="https://cdn.example/k.png" onerror="steal()">';
    const created = await create(
      adminToken,
      fresh({
        content: hostile,
        contentCht: '<p>安全</p><iframe src="https://evil.example"></iframe>',
        contentChs: '<a href="JAVASCRIPT:x" target="_blank">连结</a>',
      }),
    );
    const expected = {
      content: '<p>Read <strong>this</strong></p><a>link</a><img src="https://cdn.example/k.png" />',
      contentCht: '<p>安全</p>',
      contentChs: '<a target="_blank" rel="noopener noreferrer">连结</a>',
    };
    expect(created.body.data).toMatchObject(expected);
    const id = created.body.data.id;
    expect(await stored(id)).toMatchObject(expected);

    const edited = await update(adminToken, {
      id,
      contentCht: '<p style="color:red" onmouseover="x()">改</p><script>x()</script>',
    });
    expect(edited.body.data).toMatchObject({ contentCht: '<p>改</p>', content: expected.content });
    expect((await stored(id)).contentCht).toBe('<p>改</p>');
  });

  it('explains bad input field by field and changes nothing', async () => {
    const before = (await t.db.select().from(helpTopic)).length;
    const bad = await t.call('POST', '/api/helpTopic', {
      token: adminToken,
      lang: 'zh_CN',
      body: { content: '', sortOrder: -1, status: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'category',
      'content',
      'sortOrder',
      'title',
    ]);
    expect(bad.body.data.fields.find((field: { field: string }) => field.field === 'title').message).toBe(
      '此字段为必填项！',
    );
    expect((await t.db.select().from(helpTopic)).length).toBe(before);
  });

  it('lists in sort order and filters by keyword, category and status', async () => {
    await create(adminToken, fresh({ title: 'Filter second', category: 'Filtering', sortOrder: 2 }));
    await create(
      adminToken,
      fresh({ title: 'Filter first', titleCht: '篩選第一', category: 'Filtering', sortOrder: 1 }),
    );
    await create(adminToken, fresh({ title: 'Filter hidden', category: 'Filtering', sortOrder: 3, status: 0 }));
    const titles = async (filters: Record<string, unknown>) =>
      (await page(adminToken, filters)).body.data.rows.map((row: { title: string }) => row.title);
    expect(await titles({ category: 'filtering' })).toEqual(['Filter first', 'Filter second', 'Filter hidden']);
    expect(await titles({ category: 'filtering', status: 1 })).toEqual(['Filter first', 'Filter second']);
    expect(await titles({ keyword: '篩選' })).toEqual(['Filter first']);
  });

  it('lets a tenant-scoped caller read the shared topics but not change them', async () => {
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const { id } = (await create(adminToken, fresh({ title: 'Shared topic' }))).body.data;
    expect(
      (await page(token, { keyword: 'Shared topic' })).body.data.rows.map((row: { id: number }) => row.id),
    ).toEqual([id]);
    expect((await read(token, id)).body.data.title).toBe('Shared topic');
    expect((await create(token, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id, title: 'Changed' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await t.call('DELETE', `/api/helpTopic/${id}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await stored(id)).title).toBe('Shared topic');
  });
});
