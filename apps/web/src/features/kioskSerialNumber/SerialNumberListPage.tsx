import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  KioskSerialNumberCreate,
  kioskSerialNumberActions,
  KioskSerialNumberUpdate,
  ResourceType,
  SERIAL_STATUSES,
  type KioskSerialNumber,
} from '@srd/contract';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { SERIAL_NUMBER_LIST_STATE, serialNumberApi } from './api';
import { serialNumberColumns } from './serialNumberColumns';
import { FormItem } from '../../platform/crud/FormItem';
import { KioskSelect } from '../../platform/kiosk/KioskSelect';

const half = { xs: 24, md: 12 };

/** Screen kioskSerialNumberList: hardware records of kiosks (model, serial, cameras, SIM, supplier, status) and the shared stock. */
export default function SerialNumberListPage() {
  const { t } = useTranslation(['kioskSerialNumber', 'crud']);
  const statuses = SERIAL_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }));
  return (
    <SimpleEntityPage<KioskSerialNumber, typeof KioskSerialNumberCreate, typeof KioskSerialNumberUpdate>
      id="serialNumber"
      namespace="kioskSerialNumber"
      api={serialNumberApi}
      actions={kioskSerialNumberActions}
      resType={ResourceType.KioskSerialNumber}
      listName="kioskSerialNumberList"
      listState={SERIAL_NUMBER_LIST_STATE}
      exportList={{ module: 'kioskSerialNumberList', action: kioskSerialNumberActions.export }}
      columns={serialNumberColumns(t)}
      schemas={{ create: KioskSerialNumberCreate, update: KioskSerialNumberUpdate }}
      defaults={{ model: '', serialNo: '', cameraSerials: [], status: 0, kioskId: null }}
      recordName={(row) => row.serialNo}
      valueLabel={(field, value) => (field === 'status' && value !== null ? t(`statuses.${value as '0'}`) : undefined)}
      filters={
        <>
          <FormItem name="keyword" label={t('crud:filter.keyword')}>
            <Input id="serialNumberFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <Select id="serialNumberFilterStatus" allowClear options={statuses} style={{ minWidth: 140 }} />
          </FormItem>
        </>
      }
      formBody={({ rule }) => (
        <>
          <Row gutter={16}>
            <Col {...half}>
              <FormItem name="serialNo" label={t('fields.serialNo')} rules={rule('serialNo')}>
                <Input id="serialNumber-serialNo" maxLength={60} />
              </FormItem>
            </Col>
            <Col {...half}>
              <FormItem name="model" label={t('fields.model')} rules={rule('model')}>
                <Input id="serialNumber-model" maxLength={60} />
              </FormItem>
            </Col>
          </Row>
          <FormItem
            name="cameraSerials"
            label={t('fields.cameraSerials')}
            rules={rule('cameraSerials')}
            extra={t('camerasHint')}
          >
            <Select id="serialNumber-cameraSerials" mode="tags" open={false} tokenSeparators={[',', ' ']} />
          </FormItem>
          <Row gutter={16}>
            <Col {...half}>
              <FormItem name="simNo" label={t('fields.simNo')} rules={rule('simNo')}>
                <Input id="serialNumber-simNo" maxLength={22} inputMode="numeric" />
              </FormItem>
            </Col>
            <Col {...half}>
              <FormItem name="supplier" label={t('fields.supplier')} rules={rule('supplier')}>
                <Input id="serialNumber-supplier" maxLength={120} />
              </FormItem>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col {...half}>
              <FormItem name="status" label={t('fields.status')} rules={rule('status')}>
                <Select id="serialNumber-status" options={statuses} />
              </FormItem>
            </Col>
            <Col {...half}>
              <FormItem name="kioskId" label={t('fields.kioskId')} extra={t('stockHint')}>
                <KioskSelect id="serialNumber-kioskId" base="/kioskSerialNumber" placeholder={t('noKiosk')} />
              </FormItem>
            </Col>
          </Row>
          <FormItem name="remark" label={t('fields.remark')} rules={rule('remark')}>
            <Input.TextArea id="serialNumber-remark" rows={2} maxLength={500} />
          </FormItem>
        </>
      )}
    />
  );
}
