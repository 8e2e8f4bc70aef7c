import { Readable } from 'node:stream';
import {
  errorMessage,
  ErrorCode,
  MEMBER_CARD_UPLOAD_MAX_ROWS,
  ResourceType,
  type Lang,
  type Texts,
} from '@srd/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { audit } from '../../platform/audit/audit.js';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { inScope, unreachable } from '../../platform/permissions/scope.js';
import type { Upload } from '../../platform/upload/multipart.js';
import { assertArchiveWithinLimits, type ArchiveLimits } from './archive.js';

/** An upload's workbook may unpack to at most this: 100,000 rows of two numbers take about 15 MB. */
export const CARD_SHEET_LIMITS: ArchiveLimits = { maxEntries: 100, maxInflatedBytes: 64 * 1024 * 1024, maxRatio: 200 };

const HEADERS: Record<'row' | 'cardNo' | 'membershipNo' | 'problem', Texts> = {
  row: { en_US: 'Row', zh_HK: '行', zh_CN: '行' },
  cardNo: { en_US: 'Card number', zh_HK: '卡號', zh_CN: '卡号' },
  membershipNo: { en_US: 'Membership number', zh_HK: '會員編號', zh_CN: '会员编号' },
  problem: { en_US: 'Problem', zh_HK: '問題', zh_CN: '问题' },
};

const PROBLEMS = {
  cardFormat: {
    en_US: 'The card number must be digits only, more than 10 of them',
    zh_HK: '卡號只可包含數字，並須多於 10 位',
    zh_CN: '卡号只能包含数字，并须多于 10 位',
  },
  cardRounded: {
    en_US: 'Excel stored this card number as a number and may have rounded it: format the column as text',
    zh_HK: 'Excel 把此卡號存為數值，可能已進位：請把該欄設為文字格式',
    zh_CN: 'Excel 把此卡号存为数值，可能已四舍五入：请把该列设为文本格式',
  },
  membershipMissing: {
    en_US: 'Enter the membership number',
    zh_HK: '請輸入會員編號',
    zh_CN: '请输入会员编号',
  },
  memberUnknown: {
    en_US: 'No member of this tenant has membership number {membershipNo}',
    zh_HK: '此租戶沒有會員編號為 {membershipNo} 的會員',
    zh_CN: '此租户没有会员编号为 {membershipNo} 的会员',
  },
  cardRepeated: {
    en_US: 'Card number {cardNo} is also in row {row}',
    zh_HK: '卡號 {cardNo} 亦出現在第 {row} 行',
    zh_CN: '卡号 {cardNo} 也出现在第 {row} 行',
  },
} satisfies Record<string, Texts>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

interface SheetRow {
  row: number;
  cardNo: string;
  membershipNo: string;
}
interface RowProblem extends SheetRow {
  problem: string;
}

/** A cell as text: numbers Excel kept exactly as their digits, anything else trimmed. */
function cellText(value: ExcelJS.CellValue): { text: string; rounded: boolean } {
  if (value === null || value === undefined) return { text: '', rounded: false };
  if (typeof value === 'number') return { text: String(value), rounded: !Number.isSafeInteger(value) };
  if (typeof value === 'object' && 'richText' in value)
    return {
      text: value.richText
        .map((part) => part.text)
        .join('')
        .trim(),
      rounded: false,
    };
  if (typeof value === 'object' && 'text' in value) return { text: String(value.text).trim(), rounded: false };
  if (typeof value === 'object' && 'result' in value) return cellText(value.result);
  if (value instanceof Date) return { text: value.toISOString(), rounded: false };
  if (typeof value === 'object') return { text: '', rounded: false };
  return { text: String(value).trim(), rounded: false };
}

/**
 * The first sheet's rows, streamed: column A the card number, column B the membership number; a header row is
 * skipped.
 */
async function readRows(bytes: Buffer): Promise<{ rows: SheetRow[]; rounded: Set<number> }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  const rounded = new Set<number>();
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = row.values as ExcelJS.CellValue[];
        const card = cellText(values[1]);
        const membership = cellText(values[2]);
        if (!card.text && !membership.text) continue;
        // The template's header (in any language) names the columns; a data row starts with a digit.
        if (row.number === 1 && !/^[0-9]/.test(card.text)) continue;
        if (rows.length >= MEMBER_CARD_UPLOAD_MAX_ROWS)
          throw new AppError(ErrorCode.CardUploadTooManyRows, { max: MEMBER_CARD_UPLOAD_MAX_ROWS });
        if (card.rounded) rounded.add(row.number);
        rows.push({ row: row.number, cardNo: card.text, membershipNo: membership.text });
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.UploadArchiveRefused);
  }
  return { rows, rounded };
}

/** The tenant the cards are for: the one the upload names, or the caller's own. */
function tenantOf(ctx: SignedInContext, fields: Record<string, string>): number {
  const named = fields.tid ? Number(fields.tid) : null;
  const tid = named ?? ctx.user.scope.tid;
  if (tid === null || !Number.isSafeInteger(tid) || tid <= 0) throw new AppError(ErrorCode.CardUploadTenantRequired);
  if (!inScope(ctx.user.scope, { tid })) throw unreachable(ctx.user.scope);
  return tid;
}

const CHUNK = 10_000;

/** Looks names up a chunk at a time, each chunk one array parameter. */
async function lookup<T>(values: string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let at = 0; at < values.length; at += CHUNK) found.push(...(await query(values.slice(at, at + CHUNK))));
  return found;
}

/** The rows that cannot be taken, in the caller's language, each with what is wrong. */
async function problemsOf(
  ctx: SignedInContext,
  tid: number,
  rows: SheetRow[],
  rounded: Set<number>,
  memberIds: Map<string, number>,
): Promise<RowProblem[]> {
  const lang: Lang = ctx.lang;
  const taken = new Set(
    (
      await lookup(
        rows.map((row) => row.cardNo),
        (chunk) =>
          queryRows<{ card_no: string }>(
            ctx.db,
            sql`select card_no from member_card where tid = ${tid} and card_no = any(${sql.param(chunk)}::text[])`,
          ),
      )
    ).map((row) => row.card_no),
  );
  const firstRow = new Map<string, number>();
  const problems: RowProblem[] = [];
  for (const row of rows) {
    const say = (text: string, values: Record<string, string | number> = {}) =>
      problems.push({ ...row, problem: fill(text, values) });
    if (rounded.has(row.row)) say(PROBLEMS.cardRounded[lang]);
    else if (!/^[0-9]{11,32}$/.test(row.cardNo)) say(PROBLEMS.cardFormat[lang]);
    else if (taken.has(row.cardNo)) say(errorMessage(ErrorCode.MemberCardTaken, lang, { cardNo: row.cardNo }));
    else if (firstRow.has(row.cardNo))
      say(PROBLEMS.cardRepeated[lang], { cardNo: row.cardNo, row: firstRow.get(row.cardNo)! });
    else if (!row.membershipNo) say(PROBLEMS.membershipMissing[lang]);
    else if (!memberIds.has(row.membershipNo.toLowerCase()))
      say(PROBLEMS.memberUnknown[lang], { membershipNo: row.membershipNo });
    if (!firstRow.has(row.cardNo)) firstRow.set(row.cardNo, row.row);
  }
  return problems;
}

/** The rows that could not be taken, as a workbook in the caller's language. */
async function problemsWorkbook(lang: Lang, problems: RowProblem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(HEADERS.problem[lang]);
  sheet.columns = [
    { header: HEADERS.row[lang], key: 'row', width: 8 },
    { header: HEADERS.cardNo[lang], key: 'cardNo', width: 24, style: { numFmt: '@' } },
    { header: HEADERS.membershipNo[lang], key: 'membershipNo', width: 20, style: { numFmt: '@' } },
    { header: HEADERS.problem[lang], key: 'problem', width: 70 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const problem of problems) sheet.addRow(problem);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template: the two columns, as text so Excel keeps every digit, headed in the caller's language. */
export async function cardTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(HEADERS.cardNo[lang]);
  sheet.columns = [
    { header: HEADERS.cardNo[lang], key: 'cardNo', width: 24, style: { numFmt: '@' } },
    { header: HEADERS.membershipNo[lang], key: 'membershipNo', width: 20, style: { numFmt: '@' } },
  ];
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type CardUploadOutcome = { created: number } | { problems: number; file: Buffer };

/**
 * `POST /memberCard/upload`: every row of the sheet becomes a card of the member its membership number names, in one
 * transaction, or none does: any bad row answers the file of bad rows instead. The archive is checked before it is
 * read; at most 100,000 rows.
 */
export async function uploadCards(ctx: SignedInContext, upload: Upload): Promise<CardUploadOutcome> {
  const tid = tenantOf(ctx, upload.fields);
  assertArchiveWithinLimits(upload.bytes, CARD_SHEET_LIMITS);
  const { rows, rounded } = await readRows(upload.bytes);
  if (rows.length === 0) throw new AppError(ErrorCode.UploadMissing);
  const memberIds = new Map(
    (
      await lookup([...new Set(rows.map((row) => row.membershipNo.toLowerCase()).filter(Boolean))], (chunk) =>
        queryRows<{ id: number; no: string }>(
          ctx.db,
          sql`select id, lower(membership_no) as no from member
              where tid = ${tid} and lower(membership_no) = any(${sql.param(chunk)}::text[])`,
        ),
      )
    ).map((row) => [row.no, row.id]),
  );
  const problems = await problemsOf(ctx, tid, rows, rounded, memberIds);
  if (problems.length) return { problems: problems.length, file: await problemsWorkbook(ctx.lang, problems) };
  const created = await ctx.db.transaction(async (tx) => {
    let count = 0;
    for (let at = 0; at < rows.length; at += CHUNK) {
      const chunk = rows.slice(at, at + CHUNK);
      const inserted = await queryRows<{ id: number }>(
        tx,
        sql`insert into member_card (tid, member_id, card_no, status, cre_user, lupd_user)
          select ${tid}, m, c, 1, ${ctx.user.id}, ${ctx.user.id}
          from unnest(${sql.param(chunk.map((row) => memberIds.get(row.membershipNo.toLowerCase())!))}::int[],
            ${sql.param(chunk.map((row) => row.cardNo))}::text[]) as t(m, c)
          returning id`,
      );
      count += inserted.length;
    }
    // One entry for the upload: how many cards, and from which file.
    await audit(tx, ctx, {
      resType: ResourceType.MemberCard,
      recordId: 0,
      action: 'upload',
      before: null,
      after: { fileName: upload.fileName, cards: count },
      placement: { tid },
    });
    return count;
  });
  return { created };
}
