import type { Lang, Texts } from '@srd/contract';
import { fillTemplate } from '@srd/contract';

/** Server texts that are not error codes of their own: details under a generic HTTP code. */
const messages = {
  success: { en_US: 'success', zh_HK: '成功', zh_CN: '成功' },
  required: { en_US: 'This field is required!', zh_HK: '此欄位為必填！', zh_CN: '此字段为必填项！' },
  invalidJson: {
    en_US: 'The request body is not valid JSON or uses a forbidden property name (__proto__, constructor)',
    zh_HK: '請求內容不是有效的 JSON，或使用了不允許的屬性名稱（__proto__、constructor）',
    zh_CN: '请求内容不是有效的 JSON，或使用了不允许的属性名称（__proto__、constructor）',
  },
  emptyBody: { en_US: 'The request body is empty', zh_HK: '請求內容為空', zh_CN: '请求内容为空' },
  unsupportedMediaType: {
    en_US: 'Unsupported Media Type: send application/json',
    zh_HK: '不支援的內容類型：請以 application/json 發送',
    zh_CN: '不支持的内容类型：请以 application/json 发送',
  },
  bodyTooLarge: {
    en_US: 'Request Entity Too Large: at most {limit} bytes',
    zh_HK: '請求內容過大：最多 {limit} 位元組',
    zh_CN: '请求内容过大：最多 {limit} 字节',
  },
  routeNotFound: {
    en_US: 'Not Found: {method} {url}',
    zh_HK: '找不到：{method} {url}',
    zh_CN: '未找到：{method} {url}',
  },
  invalidMenuParent: {
    en_US: 'The parent must be a menu group, and neither this entry nor one inside it',
    zh_HK: '上層必須是選單群組，且不可是此項目或其下的項目',
    zh_CN: '上级必须是菜单分组，且不能是此项目或其下的项目',
  },
  invalidFields: { en_US: 'Please check: {fields}', zh_HK: '請檢查：{fields}', zh_CN: '请检查：{fields}' },
  barcodeFormat: {
    en_US: 'A barcode has 8 (EAN-8), 12 (UPC-A) or 13 (EAN-13) digits',
    zh_HK: '條碼須為 8 位（EAN-8）、12 位（UPC-A）或 13 位（EAN-13）數字',
    zh_CN: '条码须为 8 位（EAN-8）、12 位（UPC-A）或 13 位（EAN-13）数字',
  },
  barcodeChecksum: {
    en_US: 'The check digit is wrong: the last digit should be {expected}',
    zh_HK: '校驗碼不正確：最後一位應為 {expected}',
    zh_CN: '校验码不正确：最后一位应为 {expected}',
  },
  unknownMaterialType: {
    en_US: 'Choose an existing material type',
    zh_HK: '請選擇現有的物料類型',
    zh_CN: '请选择现有的物料类型',
  },
  paramValueNumber: {
    en_US: 'Enter a number, such as 10 or 2.5',
    zh_HK: '請輸入數字，例如 10 或 2.5',
    zh_CN: '请输入数字，例如 10 或 2.5',
  },
  paramValueBoolean: { en_US: 'Enter true or false', zh_HK: '請輸入 true 或 false', zh_CN: '请输入 true 或 false' },
  paramValueJson: {
    en_US: 'Enter valid JSON, such as {"a": 1}',
    zh_HK: '請輸入有效的 JSON，例如 {"a": 1}',
    zh_CN: '请输入有效的 JSON，例如 {"a": 1}',
  },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, lang: Lang, values?: Record<string, string | number>): string {
  return fillTemplate(messages[key][lang], values);
}
