import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, COMMAND_RESULT_CODES, COMMAND_STATUSES, KIOSK_COMMANDS } from '@srd/contract';
import type { TagColor } from '../../platform/crud/statusTags';
import { formatDate, type TimeInput } from '../../platform/format/date';

const COMMAND_STATUS_COLOUR: Record<number, TagColor> = {
  0: 'processing',
  1: 'cyan',
  2: 'success',
  3: 'error',
  4: 'default',
  5: 'warning',
};

/** A command's name in the UI language; an unknown one as sent. */
export function useCommandLabel(): (command: string) => string {
  const { t } = useTranslation('kioskOps');
  return (command) =>
    (KIOSK_COMMANDS as readonly string[]).includes(command) ? t(`commands.${command as 'reboot'}`) : command;
}

/** A command's result in the UI language when the product wrote it (a code); a kiosk's own text as sent. */
export function useCommandResultLabel(): (result: string) => string {
  const { t } = useTranslation('kioskOps');
  return (result) =>
    (COMMAND_RESULT_CODES as readonly string[]).includes(result)
      ? t(`commandResults.${result as 'rebooting'}`)
      : result;
}

export function useCommandOptions() {
  const label = useCommandLabel();
  return KIOSK_COMMANDS.map((command) => ({ value: command, label: label(command) }));
}

export function useCommandStatusOptions() {
  const { t } = useTranslation('kioskOps');
  return COMMAND_STATUSES.map((status) => ({ value: status, label: t(`commandStatus.${status}`) }));
}

export function CommandStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('kioskOps');
  return (
    <Tag color={COMMAND_STATUS_COLOUR[status] ?? 'default'} data-command-status={status}>
      {(COMMAND_STATUSES as readonly number[]).includes(status) ? t(`commandStatus.${status as 0}`) : status}
    </Tag>
  );
}

/** An activity kind's name in the UI language; an unknown one as stored. */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation('kioskOps');
  return (kind) => ((ACTIVITY_KINDS as readonly string[]).includes(kind) ? t(`kinds.${kind as 'online'}`) : kind);
}

export function useKindOptions() {
  const label = useKindLabel();
  return ACTIVITY_KINDS.map((kind) => ({ value: kind, label: label(kind) }));
}

/** "who, when" of an acknowledgement or a clearance; a clearance without a person was the kiosk's or the server's. */
export function useWhoWhen(): (user: string | null, time: TimeInput, pattern?: string) => string {
  const { t } = useTranslation('kioskOps');
  return (user, time, pattern) => {
    if (!time) return '-';
    const when = formatDate(time, pattern);
    return user ? t('alarm.byAt', { user, time: when }) : t('alarm.byKiosk', { time: when });
  };
}
