import { createHash } from 'node:crypto';
import { localName, type Lang, type TemplateData, type TemplateEvent, type Texts } from '@srd/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Channels } from '../../platform/outbox/channel.js';
import { enqueueMessages, type MessageDraft } from '../../platform/outbox/outbox.js';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../platform/db/client.js';
import type { JobDefinition } from '../../platform/jobs/job-system.js';
import { formatInZone } from '../../platform/export/zoned-time.js';
import { JOB_TIME_ZONE } from '@srd/contract';
import { ALARM_CHANGE_CHANNEL } from '../kiosk-ops/lifecycle.js';
import { renderMessage } from '../message-template/render.js';
import { loadRules, type AlertRule, type Receiver } from './rules.js';

type NoticeKind = 'raised' | 'escalated' | 'cleared';

interface AlarmRow {
  id: number;
  tid: number | null;
  kid: string;
  kiosk_name: string;
  kiosk_name_cht: string;
  kiosk_name_chs: string;
  type_code: string;
  type_name: string | null;
  type_name_cht: string | null;
  type_name_chs: string | null;
  level: number | null;
  tenant_name: string | null;
  tenant_name_cht: string | null;
  tenant_name_chs: string | null;
  message: string | null;
  raised_at: Date | string;
  cleared_at: Date | string | null;
  active: boolean;
}

/** More alarms than this in one message read as a digest: a storm gives each receiver one message, not hundreds. */
const SINGLE_MESSAGE_MAX = 1;
/** A digest lists this many alarms and counts the rest. */
const DIGEST_LINES = 50;

const SEVERITY: Record<number, Texts> = {
  1: { en_US: 'information', zh_HK: '資訊', zh_CN: '信息' },
  2: { en_US: 'warning', zh_HK: '警告', zh_CN: '警告' },
  3: { en_US: 'critical', zh_HK: '嚴重', zh_CN: '严重' },
};

const noticed = (rule: AlertRule, kind: NoticeKind) =>
  sql`exists (select 1 from alert_notice n where n.rule = ${rule.key} and n.alarm_id = a.id and n.kind = ${kind})`;

/** The alarms a rule watches that meet `condition`, oldest first, with their kiosk, type and tenant names. */
function watchedAlarms(db: DbOrTx, rule: AlertRule, condition: SQL): Promise<AlarmRow[]> {
  return queryRows<AlarmRow>(
    db,
    sql`
    select a.id, a.tid, k.kid, k.name as kiosk_name, k.name_cht as kiosk_name_cht, k.name_chs as kiosk_name_chs,
      a.type_code, t.name as type_name, t.name_cht as type_name_cht, t.name_chs as type_name_chs, t.level,
      tn.name as tenant_name, tn.name_cht as tenant_name_cht, tn.name_chs as tenant_name_chs,
      a.message, a.raised_at, a.cleared_at, a.active
    from kiosk_alarm a
    join kiosk k on k.id = a.kiosk_id
    left join alert_type t on upper(t.code) = upper(a.type_code)
    left join tenant tn on tn.id = a.tid
    where ${rule.watches} and ${condition}
    order by a.raised_at, a.id`,
  );
}

const at = (time: Date | string | null) =>
  time === null ? '' : formatInZone(new Date(time), JOB_TIME_ZONE).slice(0, 16);

function alarmValues(alarm: AlarmRow, lang: Lang, publicUrl: string) {
  const named = (name: string | null, nameCht: string | null, nameChs: string | null) =>
    name === null ? '' : localName({ name, nameCht, nameChs }, lang);
  return {
    tenantName: named(alarm.tenant_name, alarm.tenant_name_cht, alarm.tenant_name_chs),
    kioskName: named(alarm.kiosk_name, alarm.kiosk_name_cht, alarm.kiosk_name_chs),
    kid: alarm.kid,
    alarm: named(alarm.type_name, alarm.type_name_cht, alarm.type_name_chs) || alarm.type_code,
    severity: SEVERITY[alarm.level ?? 3]![lang],
    raisedAt: at(alarm.raised_at),
    message: alarm.message ?? '',
    link: `${publicUrl}/configuration/kiosk/kioskAlert?kid=${encodeURIComponent(alarm.kid)}`,
    clearedAt: at(alarm.cleared_at),
  };
}

const SINGLE_EVENT: Record<NoticeKind, TemplateEvent> = {
  raised: 'alarm.raised',
  escalated: 'alarm.escalated',
  cleared: 'alarm.cleared',
};
const DIGEST_EVENT: Record<NoticeKind, TemplateEvent> = {
  raised: 'alarm.digest',
  escalated: 'alarm.escalatedDigest',
  cleared: 'alarm.clearedDigest',
};

/** What a receiver's template is given: one alarm's values, or a digest's count, period and (first) alarms. */
function templateData(rule: AlertRule, alarms: AlarmRow[], lang: Lang, publicUrl: string): TemplateData {
  const first = alarmValues(alarms[0]!, lang, publicUrl);
  if (alarms.length <= SINGLE_MESSAGE_MAX)
    return { ...first, minutes: rule.escalateAfterMinutes ?? 0, receiverLevel: 2 };
  return {
    tenantName: first.tenantName,
    count: alarms.length,
    since: at(alarms[0]!.raised_at),
    until: at(alarms.at(-1)!.raised_at),
    minutes: rule.escalateAfterMinutes ?? 0,
    link: `${publicUrl}/configuration/kiosk/kioskAlert`,
    alarms: alarms.slice(0, DIGEST_LINES).map((alarm) => {
      const { kioskName, kid, alarm: name, severity, raisedAt, clearedAt } = alarmValues(alarm, lang, publicUrl);
      return { kioskName, kid, alarm: name, severity, raisedAt, clearedAt };
    }),
  };
}

/**
 * Claims the alarms for the notices of `kind` (another run that claimed them first wins) and writes one message per
 * receiver to the outbox, in the same transaction. Answers how many messages it wrote.
 */
async function tell(
  tx: Tx,
  context: NotifierContext,
  rule: AlertRule,
  kind: NoticeKind,
  receivers: Receiver[],
  candidates: AlarmRow[],
): Promise<number> {
  if (candidates.length === 0) return 0;
  const claimed = await queryRows<{ alarm_id: number }>(
    tx,
    sql`insert into alert_notice (rule, alarm_id, kind)
      select ${rule.key}, id, ${kind} from unnest(${`{${candidates.map((alarm) => alarm.id).join(',')}}`}::int[]) as id
      on conflict do nothing returning alarm_id`,
  );
  const ids = new Set(claimed.map((row) => row.alarm_id));
  const alarms = candidates.filter((alarm) => ids.has(alarm.id));
  if (alarms.length === 0) return 0;
  const event = alarms.length <= SINGLE_MESSAGE_MAX ? SINGLE_EVENT[kind] : DIGEST_EVENT[kind];
  const told = createHash('sha256')
    .update(alarms.map((alarm) => alarm.id).join('.'))
    .digest('hex');
  const drafts: MessageDraft[] = [];
  for (const receiver of receivers) {
    const data = templateData(rule, alarms, receiver.lang, context.publicUrl);
    const rendered = await renderMessage(tx, {
      tid: rule.tid,
      event,
      channel: receiver.channel,
      lang: receiver.lang,
      data,
    });
    drafts.push({
      channel: receiver.channel,
      event,
      tid: rule.tid,
      recipient: receiver.address,
      lang: receiver.lang,
      subject: rendered.subject,
      body: rendered.body,
      payload: rendered.payload,
      templateId: rendered.templateId,
      // One message per rule, kind, receiver and the alarms told: a replayed run writes nothing new.
      idempotencyKey: `alert:${rule.key}:${kind}:${receiver.channel}:${receiver.address}:${told}`,
    });
  }
  return (await enqueueMessages(tx, (channel) => context.channels[channel].state.provider, drafts)).length;
}

interface NotifierContext {
  channels: Channels;
  publicUrl: string;
}

/** Whether the rule's trigger lets it tell of new alarms now. */
async function triggerDue(tx: Tx, rule: AlertRule): Promise<boolean> {
  const [state] = await queryRows<{ due: boolean; recent: number }>(
    tx,
    sql`select
      coalesce((select last_notified_at from alert_rule_state where rule = ${rule.key})
        <= now() - make_interval(mins => ${rule.intervalMinutes}), true) as due,
      (select count(*)::int from kiosk_alarm a join kiosk k on k.id = a.kiosk_id
        left join alert_type t on upper(t.code) = upper(a.type_code)
        where ${rule.watches} and a.raised_at > now() - make_interval(mins => ${rule.intervalMinutes})) as recent`,
  );
  if (!state!.due) return false;
  return rule.trigger === 'interval' || state!.recent >= (rule.accumulateCount ?? 1);
}

/** One pass over a rule: new alarms, escalations, all-clears; answers the messages written. */
async function notifyRule(tx: Tx, context: NotifierContext, rule: AlertRule): Promise<number> {
  let written = 0;
  const fresh = await watchedAlarms(
    tx,
    rule,
    sql`a.raised_at >= ${rule.since.toISOString()}::timestamptz and not ${noticed(rule, 'raised')}`,
  );
  if (fresh.length > 0 && (await triggerDue(tx, rule))) {
    // Alarms that cleared before their turn came are not worth a message; they are marked told all the same.
    const active = fresh.filter((alarm) => alarm.active);
    const gone = fresh.filter((alarm) => !alarm.active);
    if (gone.length > 0) await tell(tx, context, rule, 'raised', [], gone);
    const sent = await tell(tx, context, rule, 'raised', rule.receivers, active);
    if (active.length > 0) {
      await tx.execute(sql`insert into alert_rule_state (rule, last_notified_at) values (${rule.key}, now())
        on conflict (rule) do update set last_notified_at = excluded.last_notified_at`);
    }
    written += sent;
  }
  if (rule.escalateAfterMinutes !== null && rule.escalation.length > 0) {
    const overdue = await watchedAlarms(
      tx,
      rule,
      sql`a.active and a.acknowledged_at is null and ${noticed(rule, 'raised')} and not ${noticed(rule, 'escalated')}
        and a.raised_at <= now() - make_interval(mins => ${rule.escalateAfterMinutes})`,
    );
    written += await tell(tx, context, rule, 'escalated', rule.escalation, overdue);
  }
  if (rule.allClear) {
    const cleared = await watchedAlarms(
      tx,
      rule,
      sql`not a.active and ${noticed(rule, 'raised')} and not ${noticed(rule, 'cleared')}`,
    );
    written += await tell(tx, context, rule, 'cleared', rule.receivers, cleared);
  }
  return written;
}

/**
 * The kiosks whose own alert fields have alarms not yet told of, in one statement for every such kiosk: a fleet whose
 * kiosks all have alert fields costs a quiet pass one query, not a transaction per kiosk. (A kiosk's rule has no
 * escalation nor all-clear: new alarms are all it can have to do.)
 */
async function kiosksWithNews(db: DbOrTx, rules: AlertRule[]): Promise<Set<number>> {
  const kioskRules = rules.filter((rule) => rule.kioskId !== null);
  if (kioskRules.length === 0) return new Set();
  const rows = await queryRows<{ kiosk_id: number }>(
    db,
    sql`select distinct a.kiosk_id from kiosk_alarm a
      join unnest(${sql.param(kioskRules.map((rule) => rule.kioskId))}::int[],
        ${sql.param(kioskRules.map((rule) => rule.since.toISOString()))}::timestamptz[]) as r(kiosk_id, since)
        on r.kiosk_id = a.kiosk_id
      where a.raised_at >= r.since and not exists (select 1 from alert_notice n
        where n.rule = 'kiosk:' || a.kiosk_id and n.alarm_id = a.id and n.kind = 'raised')`,
  );
  return new Set(rows.map((row) => row.kiosk_id));
}

/** Tells every rule's receivers what is due, each rule with something to do in a transaction of its own. */
export async function notifyAlerts(db: Db, context: NotifierContext): Promise<{ rules: number; messages: number }> {
  const rules = await loadRules(db);
  const busyKiosks = await kiosksWithNews(db, rules);
  let messages = 0;
  for (const rule of rules) {
    if (rule.kioskId !== null && !busyKiosks.has(rule.kioskId)) continue;
    messages += await db.transaction((tx) => notifyRule(tx, context, rule));
  }
  return { rules: rules.length, messages };
}

/**
 * `alerts.notify`: as soon as alarms are raised or cleared, and each minute (intervals that have passed, escalations),
 * the alert settings and kiosks' own alert fields tell their receivers.
 */
export function alertNotifyJob(context: NotifierContext): JobDefinition {
  return {
    name: 'alerts.notify',
    cron: '* * * * *',
    wakeOn: ALARM_CHANGE_CHANNEL,
    summary: {
      en_US: 'Checked {rules} alert rules and wrote {messages} messages',
      zh_HK: '已檢查 {rules} 項提示規則，寫入 {messages} 則訊息',
      zh_CN: '已检查 {rules} 项提示规则，写入 {messages} 条消息',
    },
    run: ({ db }) => notifyAlerts(db, context),
  };
}
