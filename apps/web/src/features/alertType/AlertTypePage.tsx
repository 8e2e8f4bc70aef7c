import { useTranslation } from 'react-i18next';
import {
  AlertTypeCreate,
  AlertTypeUpdate,
  ErrorCode,
  ResourceType,
  alertTypeActions,
  type AlertType,
} from '@srd/contract';
import { useLevelLabel } from '../../platform/alertLevels/AlertLevelTag';
import type { ValueLabel } from '../../platform/crud/AuditChanges';
import { useKioskTypeLabel } from '../../platform/crud/kioskTypes';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useLang } from '../../platform/i18n';
import { alertTypeColumns } from './alertTypeColumns';
import { AlertTypeFields } from './AlertTypeFields';
import { AlertTypeFilters } from './AlertTypeFilters';
import { ALERT_TYPE_LIST_STATE, alertTypeApi } from './api';

const NEW_ALERT_TYPE = {
  code: '',
  name: '',
  nameCht: '',
  nameChs: '',
  kioskType: null,
  level: 2,
  description: '',
  status: 1,
} as const;

/** Screen AlertType: the kinds of kiosk alert, shared by every tenant; only access-all-data callers change them. */
export default function AlertTypePage() {
  const { t } = useTranslation('alertType');
  const lang = useLang();
  const kioskTypeLabel = useKioskTypeLabel();
  const levelLabel = useLevelLabel();
  // The history shows levels and kiosk types by name, null kiosk type as "All types".
  const valueLabel: ValueLabel = (field, value) => {
    if (field === 'level' && value !== null) return levelLabel(Number(value));
    if (field === 'kioskType') return kioskTypeLabel(value === null ? null : Number(value));
    return undefined;
  };
  return (
    <SimpleEntityPage<AlertType, typeof AlertTypeCreate, typeof AlertTypeUpdate>
      id="alertType"
      namespace="alertType"
      api={alertTypeApi}
      actions={alertTypeActions}
      resType={ResourceType.AlertType}
      sharedCatalogue
      listName="alertTypeList"
      listState={ALERT_TYPE_LIST_STATE}
      columns={alertTypeColumns(t, lang, kioskTypeLabel)}
      filters={<AlertTypeFilters />}
      schemas={{ create: AlertTypeCreate, update: AlertTypeUpdate }}
      defaults={NEW_ALERT_TYPE}
      formBody={({ rule }) => <AlertTypeFields rule={rule} />}
      errorFields={{ [ErrorCode.CodeTaken]: 'code' }}
      valueLabel={valueLabel}
    />
  );
}
