import { Select, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  KioskSerialNumberCreate,
  KioskSerialNumberPageRequest,
  kioskSerialNumberActions,
  KioskSerialNumberUpdate,
  ResourceType,
  SERIAL_STATUSES,
  type KioskSerialNumber,
} from '@srd/contract';
import { EVERY_SCREEN } from '../../platform/crud/EntityTable';
import { FormItem } from '../../platform/crud/FormItem';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { KioskSelect } from '../../platform/kiosk/KioskSelect';
import { serialNumberApi } from './api';
import { SerialStatusTag } from './SerialStatusTag';

const NONE = '-';

/**
 * Screen kioskSerialNumberList: hardware records of kiosks (model, serial, cameras, SIM, supplier, status)
 * and the shared stock.
 */
export default function SerialNumberListPage() {
  const { t } = useTranslation('kioskSerialNumber');
  const statuses = SERIAL_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }));
  return (
    <SimpleEntityPage<KioskSerialNumber, typeof KioskSerialNumberCreate, typeof KioskSerialNumberUpdate>
      id="serialNumber"
      namespace="kioskSerialNumber"
      api={serialNumberApi}
      actions={kioskSerialNumberActions}
      resType={ResourceType.KioskSerialNumber}
      listName="kioskSerialNumberList"
      pageRequest={KioskSerialNumberPageRequest}
      exportList={{ module: 'kioskSerialNumberList', action: kioskSerialNumberActions.export }}
      schemas={{ create: KioskSerialNumberCreate, update: KioskSerialNumberUpdate }}
      defaults={{ model: '', serialNo: '', cameraSerials: [], status: 0, kioskId: null }}
      recordName={(row) => row.serialNo}
      fields={[
        { name: 'serialNo', span: 12 },
        { name: 'model', span: 12 },
        {
          name: 'status',
          valueType: 'select',
          options: statuses,
          span: 12,
          columnProps: { responsive: EVERY_SCREEN },
          renderCell: (row) => <SerialStatusTag status={row.status} />,
        },
        {
          name: 'kioskId',
          span: 12,
          extra: 'stockHint',
          renderCell: (row) => row.kid ?? <Typography.Text type="secondary">{t('noKiosk')}</Typography.Text>,
          renderFormItem: ({ id, label, extra }) => (
            <FormItem name="kioskId" label={label} extra={extra}>
              <KioskSelect id={id} base="/kioskSerialNumber" placeholder={t('noKiosk')} />
            </FormItem>
          ),
        },
        {
          name: 'cameraSerials',
          columnKey: 'cameras',
          extra: 'camerasHint',
          renderCell: (row) =>
            row.cameraSerials.length ? (
              <Tooltip title={row.cameraSerials.join(', ')}>{row.cameraSerials.length}</Tooltip>
            ) : (
              0
            ),
          renderFormItem: ({ id, label, rules, extra }) => (
            <FormItem name="cameraSerials" label={label} rules={rules} extra={extra}>
              <Select id={id} mode="tags" open={false} tokenSeparators={[',', ' ']} />
            </FormItem>
          ),
        },
        {
          name: 'simNo',
          span: 12,
          fieldProps: { inputMode: 'numeric' },
          renderCell: (row) => row.simNo ?? NONE,
        },
        { name: 'supplier', span: 12, renderCell: (row) => row.supplier ?? NONE },
        { name: 'lupdDttm', valueType: 'dateTime' },
        { name: 'remark', valueType: 'textarea', hideInTable: true, fieldProps: { rows: 2 } },
      ]}
    />
  );
}
