import type { $ZodIssue } from 'zod/v4/core';
import { errorCatalogue, errorMessage, type ErrorCode } from './errors.js';
import { fillTemplate, type Lang, type Texts } from './i18n.js';

/**
 * Field errors as a person would write them, in each language, for every kind of zod issue. Server
 * answers and web forms both use these, so a value reads the same wherever it is refused. No message
 * shows a pattern, a type name or the schema library's own text.
 */

/** What a text pattern asks for, in words: a schema names its pattern with `textPattern(key, regex)`. */
const PATTERN_TEXTS = {
  phone: {
    en_US: 'Enter a phone number of 6 to 20 digits (spaces, - and a leading + are allowed)',
    zh_HK: '請輸入 6 至 20 位數字的電話號碼（可包含空格、- 及開頭的 +）',
    zh_CN: '请输入 6 至 20 位数字的电话号码（可包含空格、- 及开头的 +）',
  },
  upperCode: {
    en_US: 'Use capital letters A-Z, digits and _ only',
    zh_HK: '只可使用大寫英文字母 A-Z、數字及 _',
    zh_CN: '只能使用大写英文字母 A-Z、数字及 _',
  },
  upperCodeDash: {
    en_US: 'Use capital letters A-Z, digits, _ and - only',
    zh_HK: '只可使用大寫英文字母 A-Z、數字、_ 及 -',
    zh_CN: '只能使用大写英文字母 A-Z、数字、_ 及 -',
  },
  upperDash: {
    en_US: 'Use capital letters A-Z, digits and - only',
    zh_HK: '只可使用大寫英文字母 A-Z、數字及 -',
    zh_CN: '只能使用大写英文字母 A-Z、数字及 -',
  },
  kid: {
    en_US: 'Use up to 40 capital letters A-Z, digits, _ and -, starting with a letter or digit',
    zh_HK: '請使用最多 40 個大寫英文字母 A-Z、數字、_ 及 -，並以字母或數字開頭',
    zh_CN: '请使用最多 40 个大写英文字母 A-Z、数字、_ 及 -，并以字母或数字开头',
  },
  kidPrefix: {
    en_US: 'Use up to 30 capital letters A-Z, digits, _ and -, starting with a letter or digit',
    zh_HK: '請使用最多 30 個大寫英文字母 A-Z、數字、_ 及 -，並以字母或數字開頭',
    zh_CN: '请使用最多 30 个大写英文字母 A-Z、数字、_ 及 -，并以字母或数字开头',
  },
  name: {
    en_US: 'Use letters, digits, _, . and - only',
    zh_HK: '只可使用英文字母、數字、_、. 及 -',
    zh_CN: '只能使用英文字母、数字、_、. 及 -',
  },
  nameList: {
    en_US: 'Use names of letters, digits, _, . and -, separated by commas',
    zh_HK: '請使用由英文字母、數字、_、. 及 - 組成的名稱，並以逗號分隔',
    zh_CN: '请使用由英文字母、数字、_、. 及 - 组成的名称，并以逗号分隔',
  },
  timeOfDay: {
    en_US: 'Enter a time as HH:mm, from 00:00 to 23:59',
    zh_HK: '請以 HH:mm 格式輸入時間，由 00:00 至 23:59',
    zh_CN: '请按 HH:mm 格式输入时间，从 00:00 至 23:59',
  },
  subdomain: {
    en_US: 'Use up to 63 lower-case letters, digits and -, not starting or ending with -',
    zh_HK: '請使用最多 63 個小寫英文字母、數字及 -，且不可以 - 開頭或結尾',
    zh_CN: '请使用最多 63 个小写英文字母、数字及 -，且不能以 - 开头或结尾',
  },
  slug: {
    en_US: 'Use lower-case letters and digits, with a single - between words (e.g. about-us)',
    zh_HK: '請使用小寫英文字母及數字，詞與詞之間以一個 - 連接（例如 about-us）',
    zh_CN: '请使用小写英文字母及数字，词与词之间用一个 - 连接（例如 about-us）',
  },
  loginId: {
    en_US: 'Use letters, digits, ., _, @ and - only',
    zh_HK: '只可使用英文字母、數字、.、_、@ 及 -',
    zh_CN: '只能使用英文字母、数字、.、_、@ 及 -',
  },
  serialNumber: {
    en_US: 'Use letters, digits, ., _, / and -, starting with a letter or digit',
    zh_HK: '請使用英文字母、數字、.、_、/ 及 -，並以字母或數字開頭',
    zh_CN: '请使用英文字母、数字、.、_、/ 及 -，并以字母或数字开头',
  },
  simNo: { en_US: 'Enter 6 to 22 digits', zh_HK: '請輸入 6 至 22 位數字', zh_CN: '请输入 6 至 22 位数字' },
  lettersDigits: {
    en_US: 'Use letters and digits only',
    zh_HK: '只可使用英文字母及數字',
    zh_CN: '只能使用英文字母及数字',
  },
  paramKey: {
    en_US: 'Use letters, digits, _ and . only',
    zh_HK: '只可使用英文字母、數字、_ 及 .',
    zh_CN: '只能使用英文字母、数字、_ 及 .',
  },
  memberCardNo: {
    en_US: 'Enter digits only, more than 10 of them',
    zh_HK: '請只輸入數字，須多於 10 位',
    zh_CN: '请只输入数字，须多于 10 位',
  },
  milesAccountNo: {
    en_US: 'An Asia Miles membership number is 10 digits',
    zh_HK: '「亞洲萬里通」會員號碼為 10 位數字',
    zh_CN: '“亚洲万里通”会员号码为 10 位数字',
  },
  octopusPrefix: {
    en_US: 'Enter the 8 or 9 digits before the bracket',
    zh_HK: '請輸入括號前的 8 或 9 位數字',
    zh_CN: '请输入括号前的 8 或 9 位数字',
  },
  octopusSuffix: {
    en_US: 'Enter the one digit in the bracket',
    zh_HK: '請輸入括號內的 1 位數字',
    zh_CN: '请输入括号内的 1 位数字',
  },
  barcode: {
    en_US: 'A barcode has 8 (EAN-8), 12 (UPC-A) or 13 (EAN-13) digits',
    zh_HK: '條碼須為 8 位（EAN-8）、12 位（UPC-A）或 13 位（EAN-13）數字',
    zh_CN: '条码须为 8 位（EAN-8）、12 位（UPC-A）或 13 位（EAN-13）数字',
  },
  sftpFolder: {
    en_US: 'A folder from the root, e.g. /outbox/rebate: letters, digits, _ - and . (a name cannot start with a dot)',
    zh_HK: '由根目錄起的資料夾，例如 /outbox/rebate：可用英文字母、數字、_ - 及 .（名稱不可以 . 開頭）',
    zh_CN: '从根目录起的文件夹，例如 /outbox/rebate：可用英文字母、数字、_ - 和 .（名称不能以 . 开头）',
  },
  sftpFilePattern: {
    en_US: 'Letters, digits, _ - . and * (any text), with {tenant} and {date} filled in, e.g. REB_{tenant}_{date}.txt',
    zh_HK: '可用英文字母、數字、_ - . 及 *（任何文字），{tenant} 及 {date} 會被填入，例如 REB_{tenant}_{date}.txt',
    zh_CN: '可用英文字母、数字、_ - . 和 *（任何文字），{tenant} 和 {date} 会被填入，例如 REB_{tenant}_{date}.txt',
  },
} satisfies Record<string, Texts>;

export type PatternKey = keyof typeof PATTERN_TEXTS;

const patternKeys = new Map<string, PatternKey>();

/** A regex for `.regex()` that says in words what it asks for when a value does not match it. */
export function textPattern(key: PatternKey, pattern: RegExp): RegExp {
  const known = patternKeys.get(String(pattern));
  if (known && known !== key) throw new Error(`Pattern ${String(pattern)} is described twice: ${known} and ${key}`);
  patternKeys.set(String(pattern), key);
  return pattern;
}

/** The words for a regex issue's pattern (its `String(regex)`), if a schema gave them. */
export function patternText(pattern: string | undefined, lang: Lang): string | undefined {
  const key = pattern === undefined ? undefined : patternKeys.get(pattern);
  return key && PATTERN_TEXTS[key][lang];
}

/** Texts a contract refinement names with `params: { text }`, for rules zod cannot say itself. */
const RULE_TEXTS = {
  unknownAction: { en_US: 'Choose actions from the list', zh_HK: '請從清單中選擇權限', zh_CN: '请从列表中选择权限' },
  levelOrder: {
    en_US: 'The lowest level cannot be above the highest level',
    zh_HK: '最低級別不可高於最高級別',
    zh_CN: '最低级别不能高于最高级别',
  },
  cents: { en_US: 'Use at most 2 decimal places', zh_HK: '最多只可有 2 位小數', zh_CN: '最多只能有 2 位小数' },
  unique: { en_US: 'Each value may appear only once', zh_HK: '每個值只可出現一次', zh_CN: '每个值只能出现一次' },
  timeZone: {
    en_US: 'Choose a time zone such as Asia/Hong_Kong',
    zh_HK: '請選擇時區，例如 Asia/Hong_Kong',
    zh_CN: '请选择时区，例如 Asia/Hong_Kong',
  },
  yearRange: {
    en_US: 'Enter a date in the year 1000 or later',
    zh_HK: '請輸入 1000 年或以後的日期',
    zh_CN: '请输入 1000 年或以后的日期',
  },
  controlCharacters: {
    en_US: 'Remove the control characters (such as NUL) from this text',
    zh_HK: '請刪除此文字中的控制字元（例如 NUL）',
    zh_CN: '请删除此文本中的控制字符（例如 NUL）',
  },
  tooDeep: {
    en_US: 'This value is nested too deeply (at most 32 levels)',
    zh_HK: '此值的巢狀層數過多（最多 32 層）',
    zh_CN: '此值的嵌套层数过多（最多 32 层）',
  },
  cron: {
    en_US: 'Enter five fields: minute, hour, day of month, month and day of week (for example 0 3 * * *)',
    zh_HK: '請輸入五個欄位：分、時、日、月及星期（例如 0 3 * * *）',
    zh_CN: '请输入五个字段：分、时、日、月及星期（例如 0 3 * * *）',
  },
  accumulateCount: {
    en_US: 'Enter how many alarms within the interval send a message',
    zh_HK: '請輸入在時間間隔內累積多少個警報便發送訊息',
    zh_CN: '请输入在时间间隔内累积多少个警报便发送消息',
  },
  alertTargets: {
    en_US: 'Choose the kiosk groups, kiosk types or kiosks to watch',
    zh_HK: '請選擇要監察的設備群組、設備類型或設備',
    zh_CN: '请选择要监察的设备群组、设备类型或设备',
  },
  bodyNotObject: {
    en_US: 'Send the request body as a JSON object, or leave it out',
    zh_HK: '請以 JSON 物件發送請求內容，或不發送',
    zh_CN: '请以 JSON 对象发送请求内容，或不发送',
  },
} satisfies Record<string, Texts>;

export type RuleTextKey = keyof typeof RULE_TEXTS;

/** Refinement options that give the rule's words: `.refine(check, ruleText('unique'))`. */
export function ruleText(key: RuleTextKey): { params: { text: RuleTextKey } } {
  return { params: { text: key } };
}

/** Messages per issue kind; `{n}` is the limit or count, `{values}` the choices. */
const MESSAGES = {
  notAccepted: { en_US: 'This value is not accepted', zh_HK: '不接受此值', zh_CN: '不接受此值' },
  wholeNumber: { en_US: 'Must be a whole number', zh_HK: '必須是整數', zh_CN: '必须是整数' },
  number: { en_US: 'Enter a number', zh_HK: '請輸入數字', zh_CN: '请输入数字' },
  text: { en_US: 'Enter text', zh_HK: '請輸入文字', zh_CN: '请输入文字' },
  yesNo: { en_US: 'Choose yes or no', zh_HK: '請選擇是或否', zh_CN: '请选择是或否' },
  list: { en_US: 'Must be a list of values', zh_HK: '必須是一組值', zh_CN: '必须是一组值' },
  record: { en_US: 'Must be a group of fields', zh_HK: '必須是一組欄位', zh_CN: '必须是一组字段' },
  date: { en_US: 'Enter a date', zh_HK: '請輸入日期', zh_CN: '请输入日期' },
  maxChars: { en_US: 'At most {n} characters', zh_HK: '最多 {n} 個字元', zh_CN: '最多 {n} 个字符' },
  minChars: { en_US: 'At least {n} characters', zh_HK: '最少 {n} 個字元', zh_CN: '最少 {n} 个字符' },
  exactChars: { en_US: 'Must be exactly {n} characters', zh_HK: '必須剛好 {n} 個字元', zh_CN: '必须正好 {n} 个字符' },
  atMost: { en_US: 'Must be at most {n}', zh_HK: '不可大於 {n}', zh_CN: '不能大于 {n}' },
  below: { en_US: 'Must be less than {n}', zh_HK: '必須小於 {n}', zh_CN: '必须小于 {n}' },
  atLeast: { en_US: 'Must be at least {n}', zh_HK: '不可小於 {n}', zh_CN: '不能小于 {n}' },
  above: { en_US: 'Must be more than {n}', zh_HK: '必須大於 {n}', zh_CN: '必须大于 {n}' },
  tooMany: {
    en_US: 'Too many items (at most {n})',
    zh_HK: '項目太多（最多 {n} 項）',
    zh_CN: '项目太多（最多 {n} 项）',
  },
  tooFew: { en_US: 'Too few items (at least {n})', zh_HK: '項目太少（最少 {n} 項）', zh_CN: '项目太少（最少 {n} 项）' },
  exactItems: { en_US: 'Must have exactly {n} items', zh_HK: '必須剛好 {n} 項', zh_CN: '必须正好 {n} 项' },
  fileTooLarge: {
    en_US: 'The file is too large (at most {n} bytes)',
    zh_HK: '檔案太大（最多 {n} 位元組）',
    zh_CN: '文件太大（最多 {n} 字节）',
  },
  fileTooSmall: {
    en_US: 'The file is too small (at least {n} bytes)',
    zh_HK: '檔案太小（最少 {n} 位元組）',
    zh_CN: '文件太小（最少 {n} 字节）',
  },
  dateAtMost: { en_US: 'Must be on or before {n}', zh_HK: '必須是 {n} 或之前', zh_CN: '必须是 {n} 或之前' },
  dateBelow: { en_US: 'Must be before {n}', zh_HK: '必須早於 {n}', zh_CN: '必须早于 {n}' },
  dateAtLeast: { en_US: 'Must be on or after {n}', zh_HK: '必須是 {n} 或之後', zh_CN: '必须是 {n} 或之后' },
  dateAbove: { en_US: 'Must be after {n}', zh_HK: '必須遲於 {n}', zh_CN: '必须晚于 {n}' },
  email: { en_US: 'Enter a valid e-mail address', zh_HK: '請輸入有效的電郵地址', zh_CN: '请输入有效的电子邮箱地址' },
  url: {
    en_US: 'Enter a valid web address, such as https://example.com',
    zh_HK: '請輸入有效的網址，例如 https://example.com',
    zh_CN: '请输入有效的网址，例如 https://example.com',
  },
  isoDate: {
    en_US: 'Enter a date as YYYY-MM-DD',
    zh_HK: '請以 YYYY-MM-DD 格式輸入日期',
    zh_CN: '请按 YYYY-MM-DD 格式输入日期',
  },
  isoDateTime: {
    en_US: 'Enter a date and time such as 2025-01-31T09:30:00+08:00',
    zh_HK: '請輸入日期及時間，例如 2025-01-31T09:30:00+08:00',
    zh_CN: '请输入日期和时间，例如 2025-01-31T09:30:00+08:00',
  },
  isoTime: { en_US: 'Enter a time as HH:mm', zh_HK: '請以 HH:mm 格式輸入時間', zh_CN: '请按 HH:mm 格式输入时间' },
  identifier: { en_US: 'Enter a valid identifier', zh_HK: '請輸入有效的識別碼', zh_CN: '请输入有效的标识符' },
  startsWith: { en_US: 'Must start with "{n}"', zh_HK: '必須以「{n}」開頭', zh_CN: '必须以“{n}”开头' },
  endsWith: { en_US: 'Must end with "{n}"', zh_HK: '必須以「{n}」結尾', zh_CN: '必须以“{n}”结尾' },
  includes: { en_US: 'Must include "{n}"', zh_HK: '必須包含「{n}」', zh_CN: '必须包含“{n}”' },
  format: { en_US: 'Not in the expected format', zh_HK: '格式不正確', zh_CN: '格式不正确' },
  decimals: { en_US: 'Use at most {n} decimal places', zh_HK: '最多只可有 {n} 位小數', zh_CN: '最多只能有 {n} 位小数' },
  multipleOf: { en_US: 'Must be a multiple of {n}', zh_HK: '必須是 {n} 的倍數', zh_CN: '必须是 {n} 的倍数' },
  unknownFields: { en_US: 'Unknown fields: {values}', zh_HK: '不明欄位：{values}', zh_CN: '未知字段：{values}' },
  badKey: {
    en_US: 'Contains a field name that is not accepted',
    zh_HK: '包含不接受的欄位名稱',
    zh_CN: '包含不接受的字段名称',
  },
  badItem: { en_US: 'Contains a value that is not accepted', zh_HK: '包含不接受的值', zh_CN: '包含不接受的值' },
  mustBe: { en_US: 'Must be {values}', zh_HK: '必須是 {values}', zh_CN: '必须是 {values}' },
  chooseOne: {
    en_US: 'Choose one of: {values}',
    zh_HK: '請從以下選擇：{values}',
    zh_CN: '请从以下选项中选择：{values}',
  },
  chooseListed: { en_US: 'Choose one of the listed values', zh_HK: '請選擇清單中的值', zh_CN: '请选择列表中的值' },
} satisfies Record<string, Texts>;

type MessageKey = keyof typeof MESSAGES;

function say(key: MessageKey, lang: Lang, values?: Record<string, string | number>): string {
  return fillTemplate(MESSAGES[key][lang], values);
}

/** More choices than this read better as "choose one of the listed values". */
const MAX_LISTED_CHOICES = 8;
const LIST_SEPARATOR: Texts = { en_US: ', ', zh_HK: '、', zh_CN: '、' };

function listed(values: readonly unknown[], lang: Lang): string {
  return values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(LIST_SEPARATOR[lang]);
}

function day(value: unknown): string {
  const date = new Date(value as number);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 10);
}

const SIZE_LIMITS = {
  string: { max: 'maxChars', min: 'minChars', exact: 'exactChars' },
  array: { max: 'tooMany', min: 'tooFew', exact: 'exactItems' },
  set: { max: 'tooMany', min: 'tooFew', exact: 'exactItems' },
  map: { max: 'tooMany', min: 'tooFew', exact: 'exactItems' },
  file: { max: 'fileTooLarge', min: 'fileTooSmall', exact: 'fileTooLarge' },
} satisfies Record<string, Record<'max' | 'min' | 'exact', MessageKey>>;

type Bound = { origin: string; inclusive?: boolean; exact?: boolean; limit: unknown; upper: boolean };

function boundMessage({ origin, inclusive, exact, limit, upper }: Bound, lang: Lang): string {
  const sizes = Object.hasOwn(SIZE_LIMITS, origin) ? SIZE_LIMITS[origin as keyof typeof SIZE_LIMITS] : undefined;
  if (sizes) return say(exact ? sizes.exact : upper ? sizes.max : sizes.min, lang, { n: String(limit) });
  if (origin === 'date')
    return say(upper ? (inclusive ? 'dateAtMost' : 'dateBelow') : inclusive ? 'dateAtLeast' : 'dateAbove', lang, {
      n: day(limit),
    });
  return say(upper ? (inclusive ? 'atMost' : 'below') : inclusive ? 'atLeast' : 'above', lang, { n: String(limit) });
}

const TYPE_MESSAGES: Record<string, MessageKey> = {
  int: 'wholeNumber',
  number: 'number',
  bigint: 'wholeNumber',
  string: 'text',
  boolean: 'yesNo',
  array: 'list',
  tuple: 'list',
  set: 'list',
  object: 'record',
  record: 'record',
  map: 'record',
  date: 'date',
};

const FORMAT_MESSAGES: Record<string, MessageKey> = {
  email: 'email',
  url: 'url',
  date: 'isoDate',
  datetime: 'isoDateTime',
  time: 'isoTime',
  uuid: 'identifier',
  guid: 'identifier',
  cuid: 'identifier',
  cuid2: 'identifier',
  ulid: 'identifier',
  nanoid: 'identifier',
};

function formatMessage(issue: Extract<$ZodIssue, { code: 'invalid_format' }>, lang: Lang): string {
  const details = issue as { format: string; pattern?: string; prefix?: string; suffix?: string; includes?: string };
  if (details.format === 'regex') return patternText(details.pattern, lang) ?? say('format', lang);
  if (details.format === 'starts_with') return say('startsWith', lang, { n: details.prefix ?? '' });
  if (details.format === 'ends_with') return say('endsWith', lang, { n: details.suffix ?? '' });
  if (details.format === 'includes') return say('includes', lang, { n: details.includes ?? '' });
  const key = Object.hasOwn(FORMAT_MESSAGES, details.format) ? FORMAT_MESSAGES[details.format]! : 'format';
  return say(key, lang);
}

/** A divisor of 0.1, 0.01 ... reads as a number of decimal places. */
function decimalPlaces(divisor: number): number | undefined {
  const places = Math.round(-Math.log10(divisor));
  return places > 0 && Math.abs(divisor - 10 ** -places) < 1e-12 ? places : undefined;
}

/** A catalogue code a contract rule across fields names in its params (`{ errorCode }`). */
function catalogueCode(params: { errorCode?: unknown } | undefined): ErrorCode | undefined {
  const code = params?.errorCode;
  return typeof code === 'number' && Object.hasOwn(errorCatalogue, code) ? (code as ErrorCode) : undefined;
}

function customMessage(issue: Extract<$ZodIssue, { code: 'custom' }>, lang: Lang): string {
  const params = issue.params as { errorCode?: unknown; text?: unknown } | undefined;
  const code = catalogueCode(params);
  if (code !== undefined) return errorMessage(code, lang);
  const text = params?.text;
  if (typeof text === 'string' && Object.hasOwn(RULE_TEXTS, text)) return RULE_TEXTS[text as RuleTextKey][lang];
  return say('notAccepted', lang);
}

/** The message for one zod issue in `lang`. */
export function describeIssue(issue: $ZodIssue, lang: Lang): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = String(issue.expected);
      return say(Object.hasOwn(TYPE_MESSAGES, expected) ? TYPE_MESSAGES[expected]! : 'notAccepted', lang);
    }
    case 'too_big':
      return boundMessage(
        { origin: issue.origin, inclusive: issue.inclusive, exact: issue.exact, limit: issue.maximum, upper: true },
        lang,
      );
    case 'too_small':
      return boundMessage(
        { origin: issue.origin, inclusive: issue.inclusive, exact: issue.exact, limit: issue.minimum, upper: false },
        lang,
      );
    case 'invalid_format':
      return formatMessage(issue, lang);
    case 'not_multiple_of': {
      const places = decimalPlaces(Number(issue.divisor));
      return places ? say('decimals', lang, { n: places }) : say('multipleOf', lang, { n: String(issue.divisor) });
    }
    case 'unrecognized_keys':
      return say('unknownFields', lang, { values: issue.keys.join(', ') });
    case 'invalid_key':
      return say('badKey', lang);
    case 'invalid_element':
      return say('badItem', lang);
    case 'invalid_value':
      if (issue.values.length === 1) return say('mustBe', lang, { values: listed(issue.values, lang) });
      return issue.values.length > MAX_LISTED_CHOICES
        ? say('chooseListed', lang)
        : say('chooseOne', lang, { values: listed(issue.values, lang) });
    case 'invalid_union':
      return unionMessage(issue, lang);
    case 'custom':
      return customMessage(issue, lang);
    default:
      return say('notAccepted', lang);
  }
}

/** A value none of a union's options takes: the reason of the option whose type it has, if one does. */
function unionMessage(issue: Extract<$ZodIssue, { code: 'invalid_union' }>, lang: Lang): string {
  const errors = (issue as { errors?: $ZodIssue[][] }).errors ?? [];
  const typed = errors.find((issues) => issues.length > 0 && issues.every((inner) => inner.code !== 'invalid_type'));
  return typed ? describeIssue(typed[0]!, lang) : say('notAccepted', lang);
}
