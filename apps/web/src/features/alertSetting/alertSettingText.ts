import type { TFunction } from 'i18next';
import type { AlertSetting } from '@srd/contract';

/*
 * What the alert settings say in words: how often they send, when they escalate, to how many. The texts are the
 * `alertSetting` namespace's; the helpers pick the keys and fill them in, so a test can read them in each language.
 */

/** i18next's `t` of the `alertSetting` namespace. */
export type AlertSettingText = TFunction<'alertSetting'>;

/** The unit a span reads best in: whole days, whole hours, else minutes; one hour and one day read on their own. */
export type SpanUnit = 'minutes' | 'hour' | 'hours' | 'day' | 'days';

const MINUTES_A_DAY = 1440;

/** The least levels a setting tells of: 1 information and up, 2 warning and up, 3 critical only. */
export const MIN_LEVELS = [1, 2, 3] as const;

/** A least level in words; an unknown one as its number. */
export function minLevelWords(t: AlertSettingText, level: number | string): string {
  const known = MIN_LEVELS.find((candidate) => String(candidate) === String(level));
  return known === undefined ? String(level) : t(`minLevels.${known}`);
}

export function spanOf(minutes: number): { unit: SpanUnit; n: number } {
  if (minutes >= MINUTES_A_DAY && minutes % MINUTES_A_DAY === 0) {
    const n = minutes / MINUTES_A_DAY;
    return { unit: n === 1 ? 'day' : 'days', n };
  }
  if (minutes >= 60 && minutes % 60 === 0) {
    const n = minutes / 60;
    return { unit: n === 1 ? 'hour' : 'hours', n };
  }
  return { unit: 'minutes', n: minutes };
}

/** "every 30 minutes", "every hour". */
function every(t: AlertSettingText, minutes: number): string {
  const { unit, n } = spanOf(minutes);
  return t(`every.${unit}`, { n });
}

/** "within 10 minutes", "within an hour". */
function within(t: AlertSettingText, minutes: number): string {
  const { unit, n } = spanOf(minutes);
  return t(`within.${unit}`, { n });
}

const isMinutes = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * When a setting sends, in words: "At most one message every 30 minutes", "When 5 alarms come within 10 minutes".
 * Null while the form lacks what the sentence needs (no interval yet, no count of alarms).
 */
export function triggerWords(
  t: AlertSettingText,
  setting: Partial<Pick<AlertSetting, 'trigger' | 'intervalMinutes' | 'accumulateCount'>>,
): string | null {
  const { trigger = 'interval', intervalMinutes, accumulateCount } = setting;
  if (!isMinutes(intervalMinutes)) return null;
  if (trigger === 'interval') return t('triggerWords.interval', { every: every(t, intervalMinutes) });
  if (!isMinutes(accumulateCount)) return null;
  return t('triggerWords.accumulation', { count: accumulateCount, within: within(t, intervalMinutes) });
}

/** "3 receivers": admins and addresses together. */
export function receiverCount(t: AlertSettingText, userIds: readonly number[], addresses: readonly string[]): string {
  return t('receiverCount', { count: userIds.length + addresses.length });
}

/**
 * Where unacknowledged alarms go, in words: "No escalation", or "If not acknowledged within an hour, tell 2
 * receivers". Null while the form lacks the time.
 */
export function escalationWords(
  t: AlertSettingText,
  setting: Partial<Pick<AlertSetting, 'escalateAfterMinutes' | 'escalationUserIds' | 'escalationAddresses'>>,
): string | null {
  const { escalateAfterMinutes, escalationUserIds = [], escalationAddresses = [] } = setting;
  if (escalateAfterMinutes === null) return t('escalationWords.off');
  if (!isMinutes(escalateAfterMinutes)) return null;
  return t('escalationWords.after', {
    within: within(t, escalateAfterMinutes),
    receivers: receiverCount(t, escalationUserIds, escalationAddresses),
  });
}

/** The first `shown` names joined by the language's list separator, and "+n more" for the rest. */
export function namesWords(t: AlertSettingText, names: readonly string[], shown = 3): string {
  const listed = names.slice(0, shown).join(t('separator'));
  return names.length > shown ? `${listed} ${t('moreNames', { count: names.length - shown })}` : listed;
}
