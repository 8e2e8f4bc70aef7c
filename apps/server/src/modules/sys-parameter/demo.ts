import type { Tx } from '../../platform/db/client.js';
import { sysParameter } from './tables.js';

/** Settings an operator tunes, one of each value type, and a secret one. */
export async function seedDemoSysParameters(tx: Tx): Promise<void> {
  await tx.insert(sysParameter).values([
    {
      paramKey: 'kiosk.heartbeat.intervalSeconds',
      paramValue: '60',
      valueType: 'number',
      description: 'How often kiosks report that they are alive',
    },
    {
      paramKey: 'kiosk.offline.afterMinutes',
      paramValue: '10',
      valueType: 'number',
      description: 'Minutes without a heartbeat before a kiosk counts as offline',
    },
    {
      paramKey: 'member.registration.enabled',
      paramValue: 'true',
      valueType: 'boolean',
      description: 'Whether the app lets new members register',
    },
    {
      paramKey: 'recycle.receipt.footer',
      paramValue: 'Thank you for recycling!',
      valueType: 'text',
      description: 'Last line of printed receipts',
    },
    {
      paramKey: 'app.download.links',
      paramValue:
        '{"ios":"https://apps.apple.com/app/id000000000",' +
        '"android":"https://play.google.com/store/apps/details?id=example.recycling"}',
      valueType: 'json',
      description: 'Store links shown on the app download page',
    },
    {
      paramKey: 'sms.gateway.apiKey',
      paramValue: 'demo-key-not-real',
      valueType: 'text',
      description: 'Key of the SMS gateway account',
      confidential: true,
    },
    {
      paramKey: 'report.legacy.enabled',
      paramValue: 'false',
      valueType: 'boolean',
      description: 'Old report layouts, kept for comparison',
      status: 0,
    },
  ]);
}
