import {
  AlertTypeCreate,
  AlertTypePageRequest,
  AlertTypeUpdate,
  ErrorCode,
  ResourceType,
  alertTypeActions,
  type AlertType,
} from '@srd/contract';
import { AlertLevelTag, useLevelOptions } from '../../platform/alertLevels/AlertLevelTag';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { alertTypeApi } from './api';

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

const QUARTER = { xs: 24, sm: 12, md: 6 };

/** Screen AlertType: the kinds of kiosk alert, shared by every tenant; only access-all-data callers change them. */
export default function AlertTypePage() {
  // "All types" (null) is a record's kiosk type, never a filter; the history names both by their labels.
  const kioskTypes = useKioskTypeOptions({ withAll: true });
  const levels = useLevelOptions();
  return (
    <SimpleEntityPage<AlertType, typeof AlertTypeCreate, typeof AlertTypeUpdate>
      id="alertType"
      namespace="alertType"
      api={alertTypeApi}
      actions={alertTypeActions}
      resType={ResourceType.AlertType}
      sharedCatalogue
      listName="alertTypeList"
      pageRequest={AlertTypePageRequest}
      schemas={{ create: AlertTypeCreate, update: AlertTypeUpdate }}
      defaults={NEW_ALERT_TYPE}
      errorFields={{ [ErrorCode.CodeTaken]: 'code' }}
      fields={[
        {
          name: 'code',
          span: 12,
          formatMessage: 'codeFormat',
          extra: 'codeHint',
          fieldProps: { placeholder: 'BIN_FULL' },
          // Kiosks report codes in capitals: typed letters become capitals.
          formItemProps: { normalize: (code: string) => code.toUpperCase() },
        },
        { name: 'name', valueType: 'localizedText' },
        { name: 'kioskType', valueType: 'select', options: kioskTypes, span: QUARTER },
        {
          name: 'level',
          valueType: 'select',
          options: levels,
          span: QUARTER,
          renderCell: (row) => <AlertLevelTag level={row.level} />,
        },
        { name: 'description', valueType: 'textarea', hideInTable: true },
        { name: 'status', valueType: 'status' },
        { name: 'lupdDttm', valueType: 'dateTime' },
      ]}
    />
  );
}
