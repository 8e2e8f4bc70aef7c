import { Flex, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ALERT_METHODS,
  ALERT_TARGETS,
  AlertSettingCreate,
  AlertSettingPageRequest,
  AlertSettingUpdate,
  alertSettingActions,
  isLang,
  ResourceType,
  type AlertSetting,
  type Lang,
} from '@srd/contract';
import type { ValueLabel } from '../../platform/crud/AuditChanges';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { alertSettingApi } from './api';
import { AlertSettingFields, type AlertSettingField } from './AlertSettingFields';
import { escalationWords, minLevelWords, namesWords, triggerWords } from './alertSettingText';
import { useAlertSettingOptions, type AlertSettingOptions } from './useAlertSettingOptions';

/** The least width of a column of words, so that it is not squeezed to a word a line. */
const WORDY = 112;
/** Nor a tenant's name or a status to a character a line (Chinese breaks anywhere). */
const SHORT = 84;

/**
 * A new setting: the caller's own tenant, every kiosk of it, by the default method every 30 minutes, its messages
 * in the caller's language.
 */
function newSetting(tid: number | null, lang: Lang): Partial<z.input<typeof AlertSettingCreate>> {
  return {
    name: '',
    tid,
    target: 'tenant',
    targetIds: [],
    alertTypes: [],
    minLevel: 1,
    method: 'DEFAULT',
    receiverUserIds: [],
    receiverAddresses: [],
    lang,
    trigger: 'interval',
    intervalMinutes: 30,
    accumulateCount: null,
    escalateAfterMinutes: null,
    escalationUserIds: [],
    escalationAddresses: [],
    allClear: false,
    status: 1,
  };
}

/** The names of a setting's targets: its kiosk groups, kiosk types or kiosks. */
function targetNames(row: Pick<AlertSetting, 'target' | 'targetIds'>, options: AlertSettingOptions): string[] {
  const list = { tenant: null, kioskGroup: options.kioskGroups, kioskType: options.kioskTypes, kiosk: options.kiosks }[
    row.target
  ];
  return list ? row.targetIds.map((id) => list.labelOf(id)) : [];
}

/** Addresses that may wrap after their @ and before their dots (ops@ / city-recycling / .example), not mid-word. */
function breakable(text: string) {
  return text.split(/(?<=@)|(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** A list as the history stores it (JSON: `[4,5]`, `["ops@example.com"]`), else null. */
function storedList(value: string | null): unknown[] | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The history's mark of nothing (the kit's). */
const EMPTY = '∅';

/**
 * Screen KioskAlertSetting: who is told of which kiosks' alarms, by which method and when, with escalation and the
 * all-clear. A tenant's staff set their own tenant's; access-all-data callers any tenant's, or every tenant's.
 */
export default function AlertSettingPage() {
  const { t } = useTranslation('alertSetting');
  const { tid: ownTenant } = useProfile();
  const lang = useLang();
  const options = useAlertSettingOptions();
  const tenantName = (tid: number | null) => (tid === null ? t('everyTenant') : options.tenants.nameOf(tid));
  const targets = ALERT_TARGETS.map((value) => ({ value, label: t(`targets.${value}`) }));
  const methods = ALERT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }));

  const watches = (row: AlertSetting) => {
    const names = targetNames(row, options);
    const what =
      row.target === 'tenant'
        ? t(row.tid === null ? 'watchWords.everyTenant' : 'watchWords.tenant')
        : t(`watchWords.${row.target}`, { names: namesWords(t, names) });
    // Every alarm unless narrowed, by type or by level.
    const types = row.alertTypes.length ? namesWords(t, row.alertTypes.map(options.alertTypes.labelOf)) : null;
    const level = row.minLevel > 1 ? minLevelWords(t, row.minLevel) : null;
    const alarms = types && level ? t('alarmWords', { types, level }) : (types ?? level ?? t('allAlarms'));
    return (
      <Flex vertical className="alert-setting-watches">
        <span>{what}</span>
        <Typography.Text type="secondary">{alarms}</Typography.Text>
      </Flex>
    );
  };

  /** Who is told, and under it how. */
  const receivers = (row: AlertSetting) => {
    const names = [...row.receiverUserIds.map((id) => options.admins.labelOf(id)), ...row.receiverAddresses];
    return (
      <Flex vertical className="alert-setting-receivers">
        <span>{breakable(namesWords(t, names, 2))}</span>
        <Typography.Text type="secondary">{t(`via.${row.method}`)}</Typography.Text>
      </Flex>
    );
  };

  const fields: FieldSpec<AlertSetting, AlertSettingField>[] = [
    { name: 'name' },
    {
      name: 'tid',
      valueType: 'tenant',
      renderCell: (row) => tenantName(row.tid) ?? row.tenantName,
      columnProps: { minWidth: SHORT },
    },
    {
      name: 'target',
      valueType: 'select',
      options: targets,
      columnKey: 'watches',
      renderCell: watches,
      columnProps: { minWidth: WORDY },
    },
    // The method shows under the receivers: the list stays within a laptop's width.
    { name: 'method', valueType: 'select', options: methods, hideInTable: true },
    { name: 'receiverUserIds', columnKey: 'receivers', renderCell: receivers, columnProps: { minWidth: WORDY } },
    {
      name: 'trigger',
      // The all-clear is part of what the setting sends: under the trigger, which keeps the list within a laptop.
      renderCell: (row) => (
        <Flex vertical>
          <span className="alert-setting-trigger">{triggerWords(t, row)}</span>
          {row.allClear && (
            <Typography.Text type="secondary" className="alert-setting-allClear">
              {t('allClearWords')}
            </Typography.Text>
          )}
        </Flex>
      ),
      columnProps: { minWidth: WORDY },
    },
    {
      name: 'escalateAfterMinutes',
      columnKey: 'escalation',
      renderCell: (row) => <span className="alert-setting-escalation">{escalationWords(t, row)}</span>,
      columnProps: { minWidth: WORDY },
    },
    {
      name: 'status',
      valueType: 'status',
      // When its receivers last heard from it, under whether it is on.
      renderCell: (row) => (
        <Flex vertical align="start" gap={4}>
          <StatusTag status={row.status} palette={ON_OFF_STATUS} />
          <Typography.Text type="secondary" className="alert-setting-lastNotified">
            {row.lastNotifiedAt ? t('notifiedAt', { time: formatDate(row.lastNotifiedAt) }) : t('neverNotified')}
          </Typography.Text>
        </Flex>
      ),
      columnProps: { minWidth: SHORT },
    },
  ];

  // The history's words for stored values: names for ids and codes, lists as lists, the texts of enums.
  const valueLabel: ValueLabel = (field, value) => {
    const list = storedList(value);
    const listed = (words: (item: unknown) => string) => (list?.length ? list.map(words).join(t('separator')) : EMPTY);
    switch (field) {
      case 'tid':
        return tenantName(value === null || value === '' ? null : Number(value));
      case 'targetIds':
      case 'receiverAddresses':
      case 'escalationAddresses':
        return list ? listed(String) : undefined;
      case 'alertTypes':
        return list
          ? list.length
            ? listed((code) => options.alertTypes.labelOf(String(code)))
            : t('allTypes')
          : undefined;
      case 'receiverUserIds':
      case 'escalationUserIds':
        return list ? listed((id) => options.admins.labelOf(Number(id))) : undefined;
      case 'minLevel':
        return value === null ? undefined : minLevelWords(t, value);
      case 'lang':
        return isLang(value) ? t(`langs.${value}`) : undefined;
      case 'trigger':
        return value === 'interval' || value === 'accumulation' ? t(`triggers.${value}`) : undefined;
      case 'allClear':
        return value === 'true' || value === 'false' ? t(value === 'true' ? 'yes' : 'no') : undefined;
      default:
        return undefined;
    }
  };

  return (
    <SimpleEntityPage<AlertSetting, typeof AlertSettingCreate, typeof AlertSettingUpdate>
      id="alertSetting"
      namespace="alertSetting"
      api={alertSettingApi}
      actions={alertSettingActions}
      resType={ResourceType.AlertSetting}
      listName="alertSettingList"
      pageRequest={AlertSettingPageRequest}
      schemas={{ create: AlertSettingCreate, update: AlertSettingUpdate }}
      defaults={newSetting(ownTenant, lang)}
      fields={fields}
      formBody={(helpers) => <AlertSettingFields {...helpers} />}
      valueLabel={valueLabel}
    />
  );
}
