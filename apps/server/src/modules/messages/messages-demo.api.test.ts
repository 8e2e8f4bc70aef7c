import { MESSAGE_HISTORY_PATHS, type AlertSetting, type Message, type MessageDetail } from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await demoApp());
});
afterAll(() => t.close());

const rows = async <R>(path: string): Promise<R[]> =>
  (await t.call('POST', path, { token, body: { pageSize: -1 } })).body.data.rows;

describe('demo data of the message screens', () => {
  it('has a week of history on every channel, delivered and failed, each with its steps', async () => {
    for (const path of Object.values(MESSAGE_HISTORY_PATHS)) {
      const messages = await rows<Message>(`/api/${path}/page`);
      const days = new Set(messages.map((entry) => entry.createdAt.slice(0, 10)));
      expect(days.size, path).toBeGreaterThanOrEqual(5);
      expect(
        messages.some((entry) => entry.status === 'failed' || entry.status === 'undelivered'),
        path,
      ).toBe(true);
      const detail = (await t.call('GET', `/api/${path}/${messages[0]!.id}`, { token })).body.data as MessageDetail;
      expect(detail.events.map((event) => event.status)[0]).toBe('requested');
      expect(detail.events.length).toBeGreaterThanOrEqual(3);
    }
    const sms = await rows<Message>(`/api/smsHistory/page`);
    expect(sms.some((entry) => entry.lang === 'zh_HK' && /[\u4e00-\u9fff]/.test(entry.body))).toBe(true);
  });

  it('has alert settings for each tenant: a duty team by e-mail with escalation, and a technician by SMS', async () => {
    const settings = await rows<AlertSetting>('/api/alertSetting/page');
    expect(
      settings.filter((setting) => setting.method === 'EMAIL' && setting.escalateAfterMinutes).length,
    ).toBeGreaterThanOrEqual(2);
    expect(settings.some((setting) => setting.trigger === 'accumulation' && setting.target === 'kioskGroup')).toBe(
      true,
    );
  });
});
