import { ResourceType, type MilesConversionRow } from '@srd/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { queryRows } from '../../platform/db/client.js';
import { demoApp, type TestApp } from '../../test/harness.js';
import { walletEntry } from '../ledger/tables.js';
import { milesConversion } from './tables.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await demoApp());
});
afterAll(() => t.close());

describe('the demo miles conversions', () => {
  it('give both demo tenants terms that are on', async () => {
    for (const [tid, pointsPerMile, minPoints] of [
      [1, 5, 50],
      [2, 4, 40],
    ]) {
      const terms = await t.call('GET', `/api/cathayPacificRebate/config?tid=${tid}`, { token });
      expect(terms.body.data).toMatchObject({ tid, pointsPerMile, minPoints, enabled: true });
    }
  });

  it('list credited, pending and refused conversions of the first tenant, miles at its rate', async () => {
    const listed = await t.call('POST', '/api/cathayPacificRebate/page', { token, body: { pageSize: -1 } });
    const rows = listed.body.data.rows as MilesConversionRow[];
    expect(rows.map((row) => row.status).sort()).toEqual([
      'credited',
      'credited',
      'credited',
      'pending',
      'pending',
      'refused',
    ]);
    expect(rows.every((row) => row.tid === 1 && row.miles * 5 === row.points && row.createdByName === 'admin')).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.memberId)).size).toBe(rows.length);
    expect(rows.filter((row) => row.status === 'credited').every((row) => row.partnerReference)).toBe(true);
    expect(rows.find((row) => row.status === 'refused')!.refusalReason).toBe('Asia Miles membership number not found');
  });

  it('debit each through the ledger and give the refused one back, each balance the sum of its entries', async () => {
    const conversions = await t.db.select().from(milesConversion);
    for (const conversion of conversions) {
      const [debit] = await t.db.select().from(walletEntry).where(eq(walletEntry.id, conversion.debitEntryId));
      expect(debit).toMatchObject({ source: 'conversion', delta: -conversion.points, memberId: conversion.memberId });
      expect(conversion.reversalEntryId === null).toBe(conversion.status !== 'refused');
    }
    const refused = conversions.find((conversion) => conversion.status === 'refused')!;
    const [reversal] = await t.db.select().from(walletEntry).where(eq(walletEntry.id, refused.reversalEntryId!));
    expect(reversal).toMatchObject({ source: 'reversal', delta: refused.points, reversesId: refused.debitEntryId });
    const books = await queryRows<{ balance: string; total: string }>(
      t.db,
      sql`select w.balance, coalesce(sum(e.delta), 0) as total from wallet w
        left join wallet_entry e on e.wallet_id = w.id
        where w.member_id in (select member_id from miles_conversion) group by w.id, w.balance`,
    );
    for (const book of books) expect(Number(book.balance)).toBe(Number(book.total));
  });

  it("record Asia Miles' answers in the audit log", async () => {
    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(eq(sysAuditLog.resTypeId, ResourceType.MilesConversion));
    expect(entries).toHaveLength(4);
    expect(entries.every((entry) => entry.userName === 'asiaMiles' && entry.tid === 1)).toBe(true);
  });
});
