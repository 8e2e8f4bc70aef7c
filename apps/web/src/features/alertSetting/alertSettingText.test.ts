import { createInstance } from 'i18next';
import type { Lang } from '@srd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import en_US from '../../locales/en_US/alertSetting.json';
import zh_CN from '../../locales/zh_CN/alertSetting.json';
import zh_HK from '../../locales/zh_HK/alertSetting.json';
import { escalationWords, minLevelWords, namesWords, spanOf, triggerWords } from './alertSettingText';

/** The namespace's texts in each language, as the app reads them. */
const texts = createInstance();
beforeAll(() =>
  texts.init({
    resources: { en_US: { alertSetting: en_US }, zh_HK: { alertSetting: zh_HK }, zh_CN: { alertSetting: zh_CN } },
    lng: 'en_US',
    fallbackLng: false,
    ns: ['alertSetting'],
    defaultNS: 'alertSetting',
    interpolation: { escapeValue: false },
  }),
);
const tIn = (lang: Lang) => texts.getFixedT(lang, 'alertSetting');

describe('a span of minutes', () => {
  it('reads in whole days, whole hours, else minutes', () => {
    expect(spanOf(10)).toEqual({ unit: 'minutes', n: 10 });
    expect(spanOf(90)).toEqual({ unit: 'minutes', n: 90 });
    expect(spanOf(60)).toEqual({ unit: 'hour', n: 1 });
    expect(spanOf(180)).toEqual({ unit: 'hours', n: 3 });
    expect(spanOf(1440)).toEqual({ unit: 'day', n: 1 });
    expect(spanOf(2880)).toEqual({ unit: 'days', n: 2 });
    expect(spanOf(1500)).toEqual({ unit: 'hours', n: 25 });
  });
});

describe('a trigger in words', () => {
  it.each([
    [
      'en_US',
      'At most one message every 30 minutes',
      'At most one message every hour',
      'At most one message every 2 days',
    ],
    ['zh_HK', '每 30 分鐘最多發送一則訊息', '每小時最多發送一則訊息', '每 2 天最多發送一則訊息'],
    ['zh_CN', '每 30 分钟最多发送一条消息', '每小时最多发送一条消息', '每 2 天最多发送一条消息'],
  ] as const)('says how often an interval sends in %s', (lang, thirty, hour, twoDays) => {
    const t = tIn(lang);
    expect(triggerWords(t, { trigger: 'interval', intervalMinutes: 30, accumulateCount: null })).toBe(thirty);
    expect(triggerWords(t, { trigger: 'interval', intervalMinutes: 60 })).toBe(hour);
    expect(triggerWords(t, { trigger: 'interval', intervalMinutes: 2880 })).toBe(twoDays);
  });

  it.each([
    ['en_US', 'When 5 alarms come within 10 minutes', 'When 20 alarms come within an hour'],
    ['zh_HK', '10 分鐘內出現 5 個警報時發送', '一小時內出現 20 個警報時發送'],
    ['zh_CN', '10 分钟内出现 5 个警报时发送', '一小时内出现 20 个警报时发送'],
  ] as const)('says how many alarms within how long make an accumulation send in %s', (lang, five, twenty) => {
    const t = tIn(lang);
    expect(triggerWords(t, { trigger: 'accumulation', intervalMinutes: 10, accumulateCount: 5 })).toBe(five);
    expect(triggerWords(t, { trigger: 'accumulation', intervalMinutes: 60, accumulateCount: 20 })).toBe(twenty);
  });

  it('says nothing while the form lacks the interval or the count', () => {
    const t = tIn('en_US');
    expect(triggerWords(t, { trigger: 'interval', intervalMinutes: undefined })).toBeNull();
    expect(triggerWords(t, { trigger: 'interval', intervalMinutes: 12.5 })).toBeNull();
    expect(triggerWords(t, { trigger: 'accumulation', intervalMinutes: 10, accumulateCount: null })).toBeNull();
  });
});

describe('an escalation in words', () => {
  it.each([
    ['en_US', 'No escalation', 'If not acknowledged within an hour, tell 2 receivers', 'tell 1 receiver'],
    ['zh_HK', '不升級', '一小時內未獲確認則通知 2 位接收者', '通知 1 位接收者'],
    ['zh_CN', '不升级', '一小时内未被确认则通知 2 位接收者', '通知 1 位接收者'],
  ] as const)('says when and to how many in %s', (lang, off, hour, one) => {
    const t = tIn(lang);
    expect(escalationWords(t, { escalateAfterMinutes: null, escalationUserIds: [7], escalationAddresses: [] })).toBe(
      off,
    );
    const after = { escalateAfterMinutes: 60, escalationUserIds: [7], escalationAddresses: ['duty@example.com'] };
    expect(escalationWords(t, after)).toBe(hour);
    expect(escalationWords(t, { ...after, escalateAfterMinutes: 15, escalationUserIds: [] })).toContain(one);
  });

  it('says nothing while the form lacks the time', () => {
    expect(escalationWords(tIn('en_US'), { escalateAfterMinutes: undefined })).toBeNull();
  });
});

describe('names and levels in words', () => {
  it('lists the first names and counts the rest, with the separator of the language', () => {
    expect(namesWords(tIn('en_US'), ['RVM fleet', 'TODI Bin fleet'])).toBe('RVM fleet, TODI Bin fleet');
    expect(namesWords(tIn('en_US'), ['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C +2 more');
    expect(namesWords(tIn('zh_HK'), ['甲', '乙', '丙', '丁'])).toBe('甲、乙、丙 及另外 1 項');
    expect(namesWords(tIn('zh_CN'), ['甲', '乙'], 1)).toBe('甲 及另外 1 项');
  });

  it('names the least levels, an unknown one by its number', () => {
    expect(minLevelWords(tIn('en_US'), 2)).toBe('Warning and critical');
    expect(minLevelWords(tIn('zh_HK'), '3')).toBe('只限嚴重');
    expect(minLevelWords(tIn('zh_CN'), 1)).toBe('所有级别');
    expect(minLevelWords(tIn('en_US'), 9)).toBe('9');
  });
});
