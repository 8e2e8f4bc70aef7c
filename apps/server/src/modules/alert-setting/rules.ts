import {
  e164,
  readAlertSettings,
  type AlertMethod,
  type AlertTrigger,
  type Lang,
  type MessageChannel,
} from '@srd/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client.js';
import { adminUser } from '../../platform/auth/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { alertSetting } from './tables.js';

/** Someone to tell, and how: the channel and address follow from the rule's method. */
export interface Receiver {
  channel: Extract<MessageChannel, 'email' | 'sms' | 'whatsapp'>;
  address: string;
  lang: Lang;
}

/**
 * What the notifier follows: an alert setting, or a kiosk's own alert fields (which watch that kiosk, have no
 * escalation and no all-clear). `watches` is a condition on the alarm (`a`), its kiosk (`k`) and its type (`t`).
 */
export interface AlertRule {
  key: string;
  /** The kiosk of a kiosk's own alert fields; null for an alert setting. */
  kioskId: number | null;
  tid: number | null;
  watches: SQL;
  receivers: Receiver[];
  escalation: Receiver[];
  trigger: AlertTrigger;
  intervalMinutes: number;
  accumulateCount: number | null;
  escalateAfterMinutes: number | null;
  allClear: boolean;
  /** Alarms raised before it existed are not told of. */
  since: Date;
}

const isEmail = (address: string) => z.email().safeParse(address).success;

/** The channel an address is reached on by `method`, or null when the method cannot reach it. */
function channelFor(method: AlertMethod, address: string): Receiver['channel'] | null {
  const email = isEmail(address);
  if (method === 'EMAIL') return email ? 'email' : null;
  if (method === 'SMS') return email ? null : 'sms';
  if (method === 'WHATSAPP') return email ? null : 'whatsapp';
  return email ? 'email' : 'sms';
}

/** A receiver at an address: phone numbers in the E.164 form SMS and WhatsApp providers take. */
function receiverAt(method: AlertMethod, address: string, lang: Lang): Receiver[] {
  const channel = channelFor(method, address);
  if (!channel) return [];
  return [{ channel, address: channel === 'email' ? address : e164(address), lang }];
}

type AdminContacts = Map<number, { email: string | null; mobileNo: string | null }>;

/** The active admins among `ids`, with their e-mail and mobile: read once for every rule. */
async function adminContacts(db: DbOrTx, ids: number[]): Promise<AdminContacts> {
  if (ids.length === 0) return new Map();
  const admins = await db
    .select({ id: adminUser.id, email: adminUser.email, mobileNo: adminUser.mobileNo })
    .from(adminUser)
    .where(and(inArray(adminUser.id, [...new Set(ids)]), eq(adminUser.status, 1)));
  return new Map(admins.map(({ id, ...contact }) => [id, contact]));
}

/** Admins by id: their e-mail for e-mail (and by default), their mobile for SMS and WhatsApp. */
function adminReceivers(contacts: AdminContacts, ids: number[], method: AlertMethod, lang: Lang): Receiver[] {
  return ids.flatMap((id) => {
    const contact = contacts.get(id);
    if (!contact) return [];
    const address = method === 'SMS' || method === 'WHATSAPP' ? contact.mobileNo : (contact.email ?? contact.mobileNo);
    return address ? receiverAt(method, address, lang) : [];
  });
}

function receivers(contacts: AdminContacts, method: AlertMethod, userIds: number[], addresses: string[], lang: Lang) {
  const listed = addresses.flatMap((address) => receiverAt(method, address, lang));
  const all = [...adminReceivers(contacts, userIds, method, lang), ...listed];
  // An admin also listed by address is told once.
  return [
    ...new Map(all.map((receiver) => [`${receiver.channel}:${receiver.address.toLowerCase()}`, receiver])).values(),
  ];
}

/** Which alarms a setting watches, by its target, types and least level. */
function settingWatches(setting: typeof alertSetting.$inferSelect): SQL {
  const list = (values: (number | string)[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const ids = list(setting.targetIds);
  // The contract refuses a target without ids; a row that has none anyway watches nothing rather than everything.
  const target =
    setting.target !== 'tenant' && setting.targetIds.length === 0
      ? sql`false`
      : {
          tenant: undefined,
          kioskGroup: sql`a.kiosk_id in (select kiosk_id from kiosk_group_member where group_id in (${ids}))`,
          kioskType: sql`k.kiosk_type in (${ids})`,
          kiosk: sql`a.kiosk_id in (${ids})`,
        }[setting.target];
  const codes = list(setting.alertTypes.map((code) => code.toUpperCase()));
  return and(
    setting.tid === null ? undefined : sql`a.tid = ${setting.tid}`,
    target,
    setting.alertTypes.length === 0 ? undefined : sql`upper(a.type_code) in (${codes})`,
    sql`coalesce(t.level, 3) >= ${setting.minLevel}`,
  )!;
}

/** Every rule in force: the active alert settings and the kiosks whose own alert fields are switched on. */
export async function loadRules(db: DbOrTx): Promise<AlertRule[]> {
  const settings = await db.select().from(alertSetting).where(eq(alertSetting.status, 1));
  const contacts = await adminContacts(
    db,
    settings.flatMap((setting) => [...setting.receiverUserIds, ...setting.escalationUserIds]),
  );
  const fromSettings = settings.map((setting): AlertRule => ({
    key: `setting:${setting.id}`,
    kioskId: null,
    tid: setting.tid,
    watches: settingWatches(setting),
    receivers: receivers(contacts, setting.method, setting.receiverUserIds, setting.receiverAddresses, setting.lang),
    escalation: receivers(
      contacts,
      setting.method,
      setting.escalationUserIds,
      setting.escalationAddresses,
      setting.lang,
    ),
    trigger: setting.trigger,
    intervalMinutes: setting.intervalMinutes,
    accumulateCount: setting.accumulateCount,
    escalateAfterMinutes: setting.escalateAfterMinutes,
    allClear: setting.allClear,
    since: setting.creDttm,
  }));
  const kiosks = await db
    .select({ id: kiosk.id, tid: kiosk.tid, alertSettings: kiosk.alertSettings, since: kiosk.lupdDttm })
    .from(kiosk)
    .where(sql`${kiosk.alertSettings} ->> 'enabled' = 'true'`);
  const fromKiosks = kiosks.map((row): AlertRule => {
    const own = readAlertSettings(row.alertSettings);
    return {
      key: `kiosk:${row.id}`,
      kioskId: row.id,
      tid: row.tid,
      watches: sql`a.kiosk_id = ${row.id}`,
      receivers: receivers(contacts, own.method, [], own.receivers, KIOSK_RULE_LANG),
      escalation: [],
      trigger: 'interval',
      intervalMinutes: own.intervalMinutes,
      accumulateCount: null,
      escalateAfterMinutes: null,
      allClear: false,
      since: row.since,
    };
  });
  return [...fromSettings, ...fromKiosks].filter((rule) => rule.receivers.length > 0);
}

/** A kiosk's own alert fields name no language: their messages go in the product's home language. */
const KIOSK_RULE_LANG: Lang = 'zh_HK';
