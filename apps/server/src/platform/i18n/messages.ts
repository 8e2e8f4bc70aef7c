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
  routeNotFound: { en_US: 'Not Found: {method} {url}', zh_HK: '找不到：{method} {url}', zh_CN: '未找到：{method} {url}' },
  invalidMenuParent: {
    en_US: 'The parent must be a menu group, and neither this entry nor one inside it',
    zh_HK: '上層必須是選單群組，且不可是此項目或其下的項目',
    zh_CN: '上级必须是菜单分组，且不能是此项目或其下的项目',
  },
  invalidFields: { en_US: 'Please check: {fields}', zh_HK: '請檢查：{fields}', zh_CN: '请检查：{fields}' },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, lang: Lang, values?: Record<string, string | number>): string {
  return fillTemplate(messages[key][lang], values);
}
