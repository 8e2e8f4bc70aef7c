import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import { describeIssue, patternText, ruleText, textPattern } from './index.js';
import { LANGS, type Lang } from './i18n.js';

/** The message of the first issue `schema` finds in `value`, in each language. */
function messages(schema: z.ZodType, value: unknown): Record<Lang, string> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error(`${JSON.stringify(value)} was accepted`);
  const issue = result.error.issues[0]!;
  return Object.fromEntries(LANGS.map((lang) => [lang, describeIssue(issue as never, lang)])) as Record<Lang, string>;
}

const CJK = /[\u4e00-\u9fff]/;
/** What a person should never read: a pattern, a type name, the schema library's words. */
const MACHINE_TEXT =
  /\/\^|\$\/|\bexpected (string|number|int|boolean|array|object)|received|Invalid|Too (big|small)|<=|>=|預期|预期/;

const cases: [string, z.ZodType, unknown, string][] = [
  ['a whole number', z.int32(), 1.5, 'Must be a whole number'],
  ['a number', z.number(), 'abc', 'Enter a number'],
  ['text', z.string(), 12, 'Enter text'],
  ['yes or no', z.boolean(), 'x', 'Choose yes or no'],
  ['a list', z.array(z.string()), 'x', 'Must be a list of values'],
  ['a group of fields', z.object({ a: z.string() }), 'x', 'Must be a group of fields'],
  ['a date object', z.date(), 'x', 'Enter a date'],
  ['a number at most', z.number().max(180), 999, 'Must be at most 180'],
  ['a number below', z.number().lt(10), 10, 'Must be less than 10'],
  ['a number at least', z.number().min(-90), -999, 'Must be at least -90'],
  ['a positive number', z.number().positive(), 0, 'Must be more than 0'],
  ['an int32 too big', z.int32(), 2_147_483_648, 'Must be at most 2147483647'],
  ['text too long', z.string().max(120), 'x'.repeat(121), 'At most 120 characters'],
  ['text too short', z.string().min(3), 'ab', 'At least 3 characters'],
  ['text of a length', z.string().length(4), 'ab', 'Must be exactly 4 characters'],
  ['too many items', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Too many items (at most 2)'],
  ['too few items', z.array(z.string()).min(2), ['a'], 'Too few items (at least 2)'],
  ['a late date', z.date().max(new Date('2030-01-01')), new Date('2031-01-01'), 'Must be on or before 2030-01-01'],
  ['an early date', z.date().min(new Date('2020-01-01')), new Date('2019-01-01'), 'Must be on or after 2020-01-01'],
  ['an e-mail address', z.email(), 'ann@', 'Enter a valid e-mail address'],
  ['a web address', z.url(), 'nowhere', 'Enter a valid web address, such as https://example.com'],
  ['an ISO date', z.iso.date(), '31/01/2025', 'Enter a date as YYYY-MM-DD'],
  [
    'an ISO date and time',
    z.iso.datetime({ offset: true }),
    'today',
    'Enter a date and time such as 2025-01-31T09:30:00+08:00',
  ],
  ['an ISO time', z.iso.time(), '9 am', 'Enter a time as HH:mm'],
  ['an identifier', z.uuid(), 'x', 'Enter a valid identifier'],
  ['a prefix', z.string().startsWith('K'), 'X1', 'Must start with "K"'],
  ['a suffix', z.string().endsWith('.png'), 'a.gif', 'Must end with ".png"'],
  ['an infix', z.string().includes('@'), 'ann', 'Must include "@"'],
  ['a pattern without words', z.string().regex(/^x+$/), 'y', 'Not in the expected format'],
  [
    'a phone number',
    contract.PhoneNumber,
    'call me',
    'Enter a phone number of 6 to 20 digits (spaces, - and a leading + are allowed)',
  ],
  ['decimal places', z.number().multipleOf(0.01), 1.234, 'Use at most 2 decimal places'],
  ['a multiple', z.number().multipleOf(5), 7, 'Must be a multiple of 5'],
  ['unknown fields', z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }, 'Unknown fields: b, c'],
  ['a bad key', z.record(z.string().max(2), z.string()), { abc: 'x' }, 'Contains a field name that is not accepted'],
  ['a bad map entry', z.map(z.string(), z.number()), new Map([['a', 'x']]), 'Enter a number'],
  ['one value', z.literal('on'), 'off', 'Must be on'],
  ['a choice', z.enum(['system', 'tenant']), 'x', 'Choose one of: system, tenant'],
  [
    'a choice among many',
    z.enum(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']),
    'x',
    'Choose one of the listed values',
  ],
  ['a union by type', z.union([z.string().max(2), z.number()]), 'abc', 'At most 2 characters'],
  ['a union of nothing alike', z.union([z.string(), z.number()]), true, 'This value is not accepted'],
  [
    'a rule with words',
    z.array(z.string()).refine((items) => new Set(items).size === items.length, ruleText('unique')),
    ['a', 'a'],
    'Each value may appear only once',
  ],
  ['a rule without words', z.string().refine(() => false), 'x', 'This value is not accepted'],
  [
    'a catalogue code',
    contract.RoleCreate,
    { name: 'Ops', nameCht: '營運', nameChs: '营运', type: 'tenant', status: 1, levelMin: 5, levelMax: 1 },
    'The lowest level cannot be above the highest level',
  ],
];

describe('field errors as people write them', () => {
  it.each(cases)('%s', (_, schema, value, english) => {
    const texts = messages(schema, value);
    expect(texts.en_US).toBe(english);
    expect(texts.zh_HK).toMatch(CJK);
    expect(texts.zh_CN).toMatch(CJK);
    expect(texts.zh_HK).not.toBe(texts.en_US);
    for (const text of Object.values(texts)) expect(text).not.toMatch(MACHINE_TEXT);
  });

  it('writes Traditional Chinese for Hong Kong and Simplified for the mainland', () => {
    expect(messages(z.string().max(120), 'x'.repeat(121))).toEqual({
      en_US: 'At most 120 characters',
      zh_HK: '最多 120 個字元',
      zh_CN: '最多 120 个字符',
    });
    expect(messages(z.number().max(180), 999)).toEqual({
      en_US: 'Must be at most 180',
      zh_HK: '不可大於 180',
      zh_CN: '不能大于 180',
    });
  });

  it('names the error code a rule across fields gives', () => {
    const schema = z
      .object({ a: z.string() })
      .refine(() => false, { params: { errorCode: contract.ErrorCode.LocationIncomplete } });
    expect(messages(schema, { a: 'x' }).en_US).toBe(
      contract.errorMessage(contract.ErrorCode.LocationIncomplete, 'en_US'),
    );
  });

  it('refuses to describe one pattern two ways', () => {
    textPattern('simNo', /^[0-9]{6,22}$/);
    expect(() => textPattern('phone', /^[0-9]{6,22}$/)).toThrow(/described twice/);
  });
});

type Node = { _zod?: { def?: Record<string, unknown> } };

/** Every regex of every schema the contract exports, found by walking the schemas' definitions. */
function contractPatterns(): string[] {
  const patterns = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (!value || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    const def = (value as Node)._zod?.def;
    if (!def) return;
    if (def.format === 'regex' && def.pattern instanceof RegExp) patterns.add(String(def.pattern));
    for (const [key, child] of Object.entries(def)) {
      if (key === 'getter' && typeof child === 'function') visit((child as () => unknown)());
      else if (key === 'shape' && child && typeof child === 'object') Object.values(child).forEach(visit);
      else visit(child);
    }
  };
  Object.values(contract).forEach(visit);
  return [...patterns];
}

describe('every pattern in the contract', () => {
  it('says in words what it asks for, in every language', () => {
    const patterns = contractPatterns();
    expect(patterns.length).toBeGreaterThan(10);
    const wordless = patterns.filter((pattern) => LANGS.some((lang) => !patternText(pattern, lang)));
    expect(wordless).toEqual([]);
  });
});
