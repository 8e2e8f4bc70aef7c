import { createHash } from 'node:crypto';

/**
 * The settlement files exchanged with the Octopus operator (format in the README, "Octopus settlement"): UTF-8 text,
 * one record a line ending in LF, fields split by `|`. A header `H`, the records, a trailer `T` with the count of
 * records and the total of their amounts, which a reader checks before it takes anything.
 */
export const REQUEST_FORMAT = 'SRDREB1';
export const ANSWER_FORMAT = 'SRDANS1';
export const EVENT_FORMAT = 'SRDEVT1';

/** A rebate as the request file sends it: its line reference, the card and the amount in HKD. */
export interface RequestLine {
  ref: string;
  octopusNo: string;
  amount: number;
}

/** The operator's answer to one request line: A(ccepted, paid to the card) or R(efused) with its reason. */
export interface AnswerLine {
  lineNo: number;
  ref: string;
  octopusNo: string;
  amount: number;
  accepted: boolean;
  reason: string | null;
}

/** A card event: a blocked card, a replaced card, ... (the event types' codes). */
export interface EventLine {
  lineNo: number;
  code: string;
  cardNo: string;
  at: Date;
  detail: string | null;
}

export interface ReadFile {
  format: string;
  tid: number;
  answers: AnswerLine[];
  events: EventLine[];
}

/** Amounts are written with two decimals and summed in cents, so a total reads the same on both sides. */
const cents = (amount: number) => Math.round(amount * 100);
const money = (amountCents: number) => (amountCents / 100).toFixed(2);

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** A line reference names the rebate (its ledger entry) and the attempt: a rebate sent again gets a new one. */
export const lineRef = (entryId: number, attempt: number) => `${entryId}-${attempt}`;

export function parseLineRef(ref: string): { entryId: number; attempt: number } | null {
  const match = /^(\d{1,15})-(\d{1,5})$/.exec(ref);
  return match ? { entryId: Number(match[1]), attempt: Number(match[2]) } : null;
}

/** The day's rebate request file of a tenant. */
export function writeRequestFile(tid: number, day: string, fileName: string, lines: RequestLine[]): Buffer {
  const totalCents = lines.reduce((sum, line) => sum + cents(line.amount), 0);
  const text = [
    ['H', REQUEST_FORMAT, tid, day, fileName],
    ...lines.map((line) => ['D', line.ref, line.octopusNo, money(cents(line.amount))]),
    ['T', lines.length, money(totalCents)],
  ]
    .map((fields) => fields.join('|'))
    .join('\n');
  return Buffer.from(`${text}\n`, 'utf8');
}

/** Why a file cannot be read, said where (line number) for the log. */
export class FileFormatError extends Error {}

const AMOUNT = /^\d{1,10}\.\d{2}$/;
const CARD = /^\d{9,10}$/;

/**
 * Reads an answer or event file: every line is checked, and the trailer's count and total (of the accepted
 * amounts) against the records, before anything is taken; a file that fails any check is refused whole.
 */
export function readOperatorFile(content: Buffer, expected: typeof ANSWER_FORMAT | typeof EVENT_FORMAT): ReadFile {
  const lines = content.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  const fail = (lineNo: number, what: string): never => {
    throw new FileFormatError(`line ${lineNo}: ${what}`);
  };
  const header = lines[0]!.split('|');
  if (header[0] !== 'H' || header[1] !== expected) fail(1, `the header must start with H|${expected}`);
  if (!/^\d{1,9}$/.test(header[2] ?? '')) fail(1, 'the header must name the tenant by its number');
  const trailer = lines.at(-1)!.split('|');
  if (lines.length < 2 || trailer[0] !== 'T' || trailer.length !== 3) fail(lines.length, 'the last line must be T');
  const answers: AnswerLine[] = [];
  const events: EventLine[] = [];
  let acceptedCents = 0;
  lines.slice(1, -1).forEach((line, index) => {
    const lineNo = index + 2;
    const fields = line.split('|');
    if (fields[0] === 'D' && expected === ANSWER_FORMAT) {
      const [, ref = '', octopusNo = '', amount = '', outcome = '', reasonCode = '', reasonText = ''] = fields;
      if (!parseLineRef(ref)) fail(lineNo, `"${ref}" is not a line reference`);
      if (!CARD.test(octopusNo)) fail(lineNo, `"${octopusNo}" is not an Octopus number`);
      if (!AMOUNT.test(amount)) fail(lineNo, `"${amount}" is not an amount`);
      if (outcome !== 'A' && outcome !== 'R') fail(lineNo, 'the outcome must be A or R');
      if (outcome === 'R' && !reasonCode) fail(lineNo, 'a refusal needs its reason code');
      if (outcome === 'A') acceptedCents += cents(Number(amount));
      const reason = outcome === 'R' ? [reasonCode, reasonText].filter(Boolean).join(' ') : null;
      answers.push({ lineNo, ref, octopusNo, amount: Number(amount), accepted: outcome === 'A', reason });
    } else if (fields[0] === 'E') {
      const [, code = '', cardNo = '', at = '', detail = ''] = fields;
      if (!/^[A-Z0-9_]{1,40}$/.test(code)) fail(lineNo, `"${code}" is not an event code`);
      if (!CARD.test(cardNo)) fail(lineNo, `"${cardNo}" is not an Octopus number`);
      const time = new Date(at);
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z)$/.test(at) || Number.isNaN(time.getTime()))
        fail(lineNo, `"${at}" is not a time with its offset`);
      events.push({ lineNo, code, cardNo, at: time, detail: detail || null });
    } else {
      fail(lineNo, `a ${expected === ANSWER_FORMAT ? 'D or E' : 'E'} record was expected`);
    }
  });
  const count = answers.length + events.length;
  if (trailer[1] !== String(count))
    fail(lines.length, `the trailer counts ${trailer[1]} records, the file has ${count}`);
  if (trailer[2] !== money(acceptedCents))
    fail(lines.length, `the trailer's total is ${trailer[2]}, the accepted amounts add up to ${money(acceptedCents)}`);
  return { format: expected, tid: Number(header[2]), answers, events };
}

/** A file kind's name pattern filled for a tenant and day (`{tenant}`, `{date}`). */
export function fillPattern(pattern: string, tid: number, day: string): string {
  return pattern.replaceAll('{tenant}', String(tid)).replaceAll('{date}', day);
}

/** Whether a remote file's name fits a download kind's pattern: `*` any text, `{tenant}` digits, `{date}` 8 digits. */
export function matchesPattern(pattern: string, name: string): boolean {
  const source = pattern
    .split(/(\*|\{tenant\}|\{date\})/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part === '{tenant}'
          ? '\\d+'
          : part === '{date}'
            ? '\\d{8}'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(name);
}
