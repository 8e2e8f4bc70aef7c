import type { Lang, TemplateChannel, TemplateEvent } from '@srd/contract';

/** A template's texts: the e-mail's subject and body, the short text of SMS and WhatsApp. */
interface BuiltInTexts {
  subject: string;
  email: string;
  short: string;
}

const ALARM_LINES: Record<Lang, string> = {
  en_US: 'Kiosk: {{kioskName}} ({{kid}})\nAlarm: {{alarm}} ({{severity}})\nRaised: {{raisedAt}}\n{{message}}',
  zh_HK: '設備：{{kioskName}}（{{kid}}）\n警報：{{alarm}}（{{severity}}）\n發生時間：{{raisedAt}}\n{{message}}',
  zh_CN: '设备：{{kioskName}}（{{kid}}）\n警报：{{alarm}}（{{severity}}）\n发生时间：{{raisedAt}}\n{{message}}',
};

/**
 * The texts shipped with the product, for every event and language: what a message says when neither the tenant
 * nor the product defaults have an active template, and what first start stores as the product defaults.
 */
const BUILT_IN: Record<TemplateEvent, Record<Lang, BuiltInTexts>> = {
  'alarm.raised': {
    en_US: {
      subject: '[{{tenantName}}] {{alarm}} at {{kioskName}}',
      email: `${ALARM_LINES.en_US}\n\nSee the alarm: {{link}}`,
      short: '{{tenantName}}: {{alarm}} ({{severity}}) at {{kioskName}} ({{kid}}), {{raisedAt}}. {{link}}',
    },
    zh_HK: {
      subject: '[{{tenantName}}] {{kioskName}}：{{alarm}}',
      email: `${ALARM_LINES.zh_HK}\n\n查看警報：{{link}}`,
      short: '{{tenantName}}：{{kioskName}}（{{kid}}）於 {{raisedAt}} 發出{{alarm}}警報（{{severity}}）。{{link}}',
    },
    zh_CN: {
      subject: '[{{tenantName}}] {{kioskName}}：{{alarm}}',
      email: `${ALARM_LINES.zh_CN}\n\n查看警报：{{link}}`,
      short: '{{tenantName}}：{{kioskName}}（{{kid}}）于 {{raisedAt}} 发出{{alarm}}警报（{{severity}}）。{{link}}',
    },
  },
  'alarm.digest': {
    en_US: {
      subject: '[{{tenantName}}] {{count}} kiosk alarms',
      email:
        '{{count}} alarms from {{since}} to {{until}}:\n\n' +
        '{{#alarms}}- {{raisedAt}} {{kioskName}} ({{kid}}): {{alarm}} ({{severity}})\n{{/alarms}}\n' +
        'See them all: {{link}}',
      short: '{{tenantName}}: {{count}} kiosk alarms from {{since}} to {{until}}. {{link}}',
    },
    zh_HK: {
      subject: '[{{tenantName}}] {{count}} 個設備警報',
      email:
        '{{since}} 至 {{until}} 共有 {{count}} 個警報：\n\n' +
        '{{#alarms}}- {{raisedAt}} {{kioskName}}（{{kid}}）：{{alarm}}（{{severity}}）\n{{/alarms}}\n查看全部：{{link}}',
      short: '{{tenantName}}：{{since}} 至 {{until}} 共有 {{count}} 個設備警報。{{link}}',
    },
    zh_CN: {
      subject: '[{{tenantName}}] {{count}} 个设备警报',
      email:
        '{{since}} 至 {{until}} 共有 {{count}} 个警报：\n\n' +
        '{{#alarms}}- {{raisedAt}} {{kioskName}}（{{kid}}）：{{alarm}}（{{severity}}）\n{{/alarms}}\n查看全部：{{link}}',
      short: '{{tenantName}}：{{since}} 至 {{until}} 共有 {{count}} 个设备警报。{{link}}',
    },
  },
  'alarm.escalated': {
    en_US: {
      subject: '[{{tenantName}}] Not acknowledged for {{minutes}} minutes: {{alarm}} at {{kioskName}}',
      email:
        'Nobody has acknowledged this alarm for {{minutes}} minutes, so it now comes to you ' +
        `(level {{receiverLevel}}).\n\n${ALARM_LINES.en_US}\n\nSee the alarm: {{link}}`,
      short: '{{tenantName}}: {{alarm}} at {{kioskName}} ({{kid}}) not acknowledged for {{minutes}} minutes. {{link}}',
    },
    zh_HK: {
      subject: '[{{tenantName}}] {{minutes}} 分鐘未有確認：{{kioskName}} {{alarm}}',
      email: `此警報已 {{minutes}} 分鐘無人確認，現轉交給你（第 {{receiverLevel}} 級）。\n\n${ALARM_LINES.zh_HK}\n\n查看警報：{{link}}`,
      short: '{{tenantName}}：{{kioskName}}（{{kid}}）的{{alarm}}警報已 {{minutes}} 分鐘未有確認。{{link}}',
    },
    zh_CN: {
      subject: '[{{tenantName}}] {{minutes}} 分钟未确认：{{kioskName}} {{alarm}}',
      email: `此警报已 {{minutes}} 分钟无人确认，现转交给你（第 {{receiverLevel}} 级）。\n\n${ALARM_LINES.zh_CN}\n\n查看警报：{{link}}`,
      short: '{{tenantName}}：{{kioskName}}（{{kid}}）的{{alarm}}警报已 {{minutes}} 分钟未确认。{{link}}',
    },
  },
  'alarm.escalatedDigest': {
    en_US: {
      subject: '[{{tenantName}}] {{count}} alarms not acknowledged for {{minutes}} minutes',
      email:
        'Nobody has acknowledged these {{count}} alarms for {{minutes}} minutes, so they now come to you:\n\n' +
        '{{#alarms}}- {{raisedAt}} {{kioskName}} ({{kid}}): {{alarm}} ({{severity}})\n{{/alarms}}\n' +
        'See them all: {{link}}',
      short: '{{tenantName}}: {{count}} kiosk alarms not acknowledged for {{minutes}} minutes. {{link}}',
    },
    zh_HK: {
      subject: '[{{tenantName}}] {{count}} 個警報已 {{minutes}} 分鐘未有確認',
      email:
        '以下 {{count}} 個警報已 {{minutes}} 分鐘無人確認，現轉交給你：\n\n' +
        '{{#alarms}}- {{raisedAt}} {{kioskName}}（{{kid}}）：{{alarm}}（{{severity}}）\n{{/alarms}}\n查看全部：{{link}}',
      short: '{{tenantName}}：{{count}} 個設備警報已 {{minutes}} 分鐘未有確認。{{link}}',
    },
    zh_CN: {
      subject: '[{{tenantName}}] {{count}} 个警报已 {{minutes}} 分钟未确认',
      email:
        '以下 {{count}} 个警报已 {{minutes}} 分钟无人确认，现转交给你：\n\n' +
        '{{#alarms}}- {{raisedAt}} {{kioskName}}（{{kid}}）：{{alarm}}（{{severity}}）\n{{/alarms}}\n查看全部：{{link}}',
      short: '{{tenantName}}：{{count}} 个设备警报已 {{minutes}} 分钟未确认。{{link}}',
    },
  },
  'alarm.cleared': {
    en_US: {
      subject: '[{{tenantName}}] Cleared: {{alarm}} at {{kioskName}}',
      email: `The alarm was cleared at {{clearedAt}}.\n\n${ALARM_LINES.en_US}\n\nSee the alarm: {{link}}`,
      short: '{{tenantName}}: {{alarm}} at {{kioskName}} ({{kid}}) cleared at {{clearedAt}}.',
    },
    zh_HK: {
      subject: '[{{tenantName}}] 已解除：{{kioskName}} {{alarm}}',
      email: `此警報已於 {{clearedAt}} 解除。\n\n${ALARM_LINES.zh_HK}\n\n查看警報：{{link}}`,
      short: '{{tenantName}}：{{kioskName}}（{{kid}}）的{{alarm}}警報已於 {{clearedAt}} 解除。',
    },
    zh_CN: {
      subject: '[{{tenantName}}] 已解除：{{kioskName}} {{alarm}}',
      email: `此警报已于 {{clearedAt}} 解除。\n\n${ALARM_LINES.zh_CN}\n\n查看警报：{{link}}`,
      short: '{{tenantName}}：{{kioskName}}（{{kid}}）的{{alarm}}警报已于 {{clearedAt}} 解除。',
    },
  },
  'alarm.clearedDigest': {
    en_US: {
      subject: '[{{tenantName}}] {{count}} kiosk alarms cleared',
      email:
        '{{count}} alarms have been cleared:\n\n' +
        '{{#alarms}}- {{kioskName}} ({{kid}}): {{alarm}}, raised {{raisedAt}}, cleared {{clearedAt}}\n{{/alarms}}\n' +
        'See the alarms: {{link}}',
      short: '{{tenantName}}: {{count}} kiosk alarms cleared. {{link}}',
    },
    zh_HK: {
      subject: '[{{tenantName}}] {{count}} 個設備警報已解除',
      email:
        '以下 {{count}} 個警報已解除：\n\n' +
        '{{#alarms}}- {{kioskName}}（{{kid}}）：{{alarm}}，{{raisedAt}} 發生，{{clearedAt}} 解除\n{{/alarms}}\n查看警報：{{link}}',
      short: '{{tenantName}}：{{count}} 個設備警報已解除。{{link}}',
    },
    zh_CN: {
      subject: '[{{tenantName}}] {{count}} 个设备警报已解除',
      email:
        '以下 {{count}} 个警报已解除：\n\n' +
        '{{#alarms}}- {{kioskName}}（{{kid}}）：{{alarm}}，{{raisedAt}} 发生，{{clearedAt}} 解除\n{{/alarms}}\n查看警报：{{link}}',
      short: '{{tenantName}}：{{count}} 个设备警报已解除。{{link}}',
    },
  },
  test: {
    en_US: {
      subject: 'Test message',
      email: 'Hello {{name}},\n\nThis is a test message sent at {{sentAt}}. No action is needed.',
      short: 'Test message for {{name}}, sent at {{sentAt}}.',
    },
    zh_HK: {
      subject: '測試訊息',
      email: '{{name}} 你好：\n\n這是於 {{sentAt}} 發出的測試訊息，無須採取任何行動。',
      short: '{{name}} 的測試訊息，於 {{sentAt}} 發出。',
    },
    zh_CN: {
      subject: '测试消息',
      email: '{{name}} 你好：\n\n这是于 {{sentAt}} 发出的测试消息，无需采取任何行动。',
      short: '{{name}} 的测试消息，于 {{sentAt}} 发出。',
    },
  },
};

/** The built-in template of an event, channel and language, as a stored template holds it. */
export function builtInTemplate(event: TemplateEvent, channel: TemplateChannel, lang: Lang) {
  const texts = BUILT_IN[event][lang];
  return {
    subject: channel === 'email' ? texts.subject : null,
    body: channel === 'email' ? texts.email : texts.short,
    // The names the product's templates are submitted to Meta under, one per event (and language code).
    whatsappTemplate: channel === 'whatsapp' ? `srd_${event.replace('.', '_')}` : null,
  };
}
