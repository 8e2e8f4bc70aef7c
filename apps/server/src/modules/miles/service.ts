import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  ResourceType,
  type MilesConversionInput,
  type MilesConversionPageRequest,
  type MilesConversionRow,
  type MilesPartnerAnswer,
} from '@srd/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { EpdConfig } from '../../config.js';
import { audit, type AuditAuthor } from '../../platform/audit/audit.js';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate } from '../../platform/paging/paginate.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { enqueueMessages } from '../../platform/outbox/outbox.js';
import { postEntries, reverseEntry, type WalletEntry } from '../ledger/posting.js';
import { lockWallet, reachableMember } from '../ledger/service.js';
import { walletEntry } from '../ledger/tables.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';
import { memberMilesAccount, milesConfig, milesConversion } from './tables.js';

/** The event of the request a conversion sends Asia Miles. */
export const MILES_REQUEST_EVENT = 'miles.conversion.requested';

export const conversionColumns = {
  id: milesConversion.id,
  tid: milesConversion.tid,
  tenantName: sql<string | null>`${tenant.name}`.as('tenant_name'),
  memberId: milesConversion.memberId,
  membershipNo: member.membershipNo,
  memberName: sql<string>`${member.name}`.as('member_name'),
  points: milesConversion.points,
  miles: milesConversion.miles,
  accountNo: milesConversion.accountNo,
  status: milesConversion.status,
  partnerReference: milesConversion.partnerReference,
  refusalReason: milesConversion.refusalReason,
  createdByName: milesConversion.createdByName,
  createdAt: milesConversion.createdAt,
  answeredAt: milesConversion.answeredAt,
};

export type ConversionFilter = Omit<MilesConversionPageRequest, 'page' | 'pageSize' | 'sort'>;

/** The conversions of the tenants in the caller's scope that the filters match. */
export function conversionFilter(ctx: SignedInContext, input: ConversionFilter): SQL | undefined {
  return and(
    scopeCondition({ tid: milesConversion.tid }, ctx.user.scope),
    input.tid === undefined ? undefined : eq(milesConversion.tid, input.tid),
    withinRange(milesConversion.createdAt, input),
    input.status === undefined ? undefined : eq(milesConversion.status, input.status),
    input.membershipNo ? sql`lower(${member.membershipNo}) = lower(${input.membershipNo})` : undefined,
  );
}

export function conversionsWhere(db: DbOrTx, where: SQL | undefined, columns = conversionColumns) {
  return db
    .select(columns)
    .from(milesConversion)
    .innerJoin(member, eq(member.id, milesConversion.memberId))
    .leftJoin(tenant, eq(tenant.id, milesConversion.tid))
    .where(where)
    .$dynamic();
}

export const presentConversion = (row: Record<string, unknown>) => withIsoDates(row) as MilesConversionRow;

/** `POST /cathayPacificRebate/page`: the conversions in reach, newest first. */
export async function conversionPage(ctx: SignedInContext, input: MilesConversionPageRequest) {
  const found = await paginate(ctx.db, () => conversionsWhere(ctx.db, conversionFilter(ctx, input)), input, {
    sortColumns: { createdAt: milesConversion.createdAt, points: milesConversion.points, id: milesConversion.id },
    defaultSort: { field: 'createdAt', order: 'descend' },
    tiebreaker: milesConversion.id,
  });
  return { ...found, rows: found.rows.map(presentConversion) };
}

async function conversionRow(db: DbOrTx, id: number): Promise<MilesConversionRow> {
  const [row] = await conversionsWhere(db, eq(milesConversion.id, id));
  return presentConversion(row!);
}

type Conversion = typeof milesConversion.$inferSelect;

/** One conversion to write: the member, the points at the tenant's rate, and who made it when. */
export interface ConversionRequest {
  target: { id: number; tid: number };
  pointsPerMile: number;
  points: number;
  accountNo: string;
  idempotencyKey: string;
  createdBy: { id: number; loginId: string } | null;
  /** When it was made, for conversions recorded after the fact (the demo's); now by default. */
  createdAt?: Date;
}

/**
 * In the caller's transaction: debits the member's CST points (source 'conversion'; short of points: "Insufficient
 * points balance"), writes the conversion and keeps the member's Asia Miles number as theirs.
 */
export async function recordConversion(
  tx: DbOrTx,
  request: ConversionRequest,
): Promise<{ conversion: Conversion; debit: WalletEntry }> {
  const { target, points, accountNo, idempotencyKey, createdBy, createdAt } = request;
  const [debit] = await postEntries(tx, [
    {
      memberId: target.id,
      tid: target.tid,
      walletType: 'cst',
      delta: -points,
      source: 'conversion',
      idempotencyKey,
      createdBy,
      createdAt,
    },
  ]);
  const [conversion] = await tx
    .insert(milesConversion)
    .values({
      tid: target.tid,
      memberId: target.id,
      points,
      miles: points / request.pointsPerMile,
      accountNo,
      debitEntryId: debit!.id,
      idempotencyKey,
      createdBy: createdBy?.id ?? null,
      createdByName: createdBy?.loginId ?? null,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning();
  await tx
    .insert(memberMilesAccount)
    .values({ memberId: target.id, tid: target.tid, accountNo })
    .onConflictDoUpdate({ target: memberMilesAccount.memberId, set: { accountNo, updatedAt: sql`now()` } });
  return { conversion: conversion!, debit: debit! };
}

/**
 * `POST /cathayPacificRebate/convert`: in one transaction, records the conversion (recordConversion), queues the
 * request to Asia Miles and audits it; once per idempotency key (a replay answers the first). Short of points:
 * "Insufficient points balance", nothing changes; under the minimum or no whole mile: an error on the points.
 */
export async function convertPoints(
  ctx: SignedInContext,
  asiaMiles: EpdConfig | undefined,
  input: MilesConversionInput,
): Promise<MilesConversionRow> {
  const id = await ctx.db.transaction(async (tx) => {
    const target = await reachableMember(tx, ctx, input.memberId);
    const key = `conversion:${input.idempotencyKey}`;
    await lockWallet(tx, target, 'cst');
    // Read under the wallet's lock: a double click's second request waits for the first and answers its conversion.
    const [replayed] = await tx.select().from(milesConversion).where(eq(milesConversion.idempotencyKey, key));
    if (replayed) {
      if (replayed.memberId !== target.id || replayed.points !== input.points) throw new AppError(ErrorCode.Conflict);
      return replayed.id;
    }
    const [terms] = await tx.select().from(milesConfig).where(eq(milesConfig.tid, target.tid));
    if (!terms?.enabled || !asiaMiles) throw new AppError(ErrorCode.MilesConversionDisabled);
    if (input.points < terms.minPoints)
      throw fieldError('points', ErrorCode.MilesBelowMinimum, ctx.lang, { min: terms.minPoints });
    if (input.points % terms.pointsPerMile !== 0)
      throw fieldError('points', ErrorCode.MilesNoWholeMile, ctx.lang, { rate: terms.pointsPerMile });
    const createdBy = { id: ctx.user.id, loginId: ctx.user.profile.loginId };
    const { conversion, debit } = await recordConversion(tx, {
      target,
      pointsPerMile: terms.pointsPerMile,
      points: input.points,
      accountNo: input.accountNo,
      idempotencyKey: key,
      createdBy,
    });
    const { miles } = conversion;
    await enqueueMessages(tx, () => 'http', [
      {
        channel: 'webhook',
        event: MILES_REQUEST_EVENT,
        tid: target.tid,
        recipient: asiaMiles.url,
        lang: 'en_US',
        subject: MILES_REQUEST_EVENT,
        body: JSON.stringify({ conversionId: conversion.id, accountNo: input.accountNo, miles }),
        payload: { target: 'asiaMiles' },
        idempotencyKey: `asiaMiles:${conversion.id}`,
        createdBy,
      },
    ]);
    await audit(tx, ctx, {
      resType: ResourceType.WalletEntry,
      recordId: debit.id,
      action: 'create',
      before: null,
      after: { membershipNo: target.membershipNo, points: input.points, miles, accountNo: input.accountNo },
      placement: { tid: target.tid, mid: null, sid: null },
    });
    return conversion.id;
  });
  return conversionRow(ctx.db, id);
}

/** Whether `signature` (`sha256=<hex>`) signs the timestamp and the body with the partner's key. */
export function partnerSigned(key: string, timestamp: string, body: string, signature: string | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Asia Miles, the author of what its answers change in the audit log: it has no account here. */
export const PARTNER_AUTHOR: AuditAuthor = { user: { id: 0, profile: { loginId: 'asiaMiles' } } };

/** What an answer changes of a conversion, as the audit log records it. */
const answered = (row: Pick<Conversion, 'status' | 'partnerReference' | 'refusalReason' | 'reversalEntryId'>) => ({
  status: row.status,
  partnerReference: row.partnerReference,
  refusalReason: row.refusalReason,
  reversalEntryId: row.reversalEntryId,
});

/**
 * In the caller's transaction, a pending conversion answered: credited, or refused, which gives the points back with
 * a reversal entry; audited with Asia Miles as its author.
 */
export async function answerConversion(
  tx: DbOrTx,
  found: Conversion,
  answer: MilesPartnerAnswer,
  answeredAt?: Date,
): Promise<void> {
  let reversalEntryId: number | null = null;
  if (answer.status === 'refused') {
    const [debit] = await tx.select().from(walletEntry).where(eq(walletEntry.id, found.debitEntryId));
    const reversal = await reverseEntry(tx, debit!, answer.reason ?? 'Refused by Asia Miles');
    reversalEntryId = reversal.id;
  }
  const [after] = await tx
    .update(milesConversion)
    .set({
      status: answer.status,
      partnerReference: answer.reference ?? null,
      refusalReason: answer.status === 'refused' ? (answer.reason ?? null) : null,
      reversalEntryId,
      answeredAt: answeredAt ?? sql`now()`,
    })
    .where(eq(milesConversion.id, found.id))
    .returning();
  await audit(tx, PARTNER_AUTHOR, {
    resType: ResourceType.MilesConversion,
    recordId: found.id,
    action: 'update',
    before: answered(found),
    after: answered(after!),
    placement: { tid: found.tid },
  });
}

/**
 * `POST /cathayPacificRebate/partnerAnswer`: Asia Miles' answer to a request (answerConversion), in one transaction.
 * The same answer again changes nothing; another one is refused.
 */
export async function recordPartnerAnswer(db: Db, answer: MilesPartnerAnswer): Promise<MilesConversionRow> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(milesConversion)
      .where(eq(milesConversion.id, answer.conversionId))
      .for('update');
    if (!found) throw new AppError(ErrorCode.NotFound);
    if (found.status === answer.status) return;
    if (found.status !== 'pending') throw new AppError(ErrorCode.MilesConversionAnswered);
    await answerConversion(tx, found, answer);
  });
  return conversionRow(db, answer.conversionId);
}
