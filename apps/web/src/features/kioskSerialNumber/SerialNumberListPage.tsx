import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { KioskSerialNumberCreate, kioskSerialNumberActions, KioskSerialNumberUpdate, ResourceType, SERIAL_STATUSES, type KioskSerialNumber } from '@srd/contract';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { KioskSelect } from '../kioskGroup/KioskSelect';
import { SERIAL_NUMBER_LIST_STATE, serialNumberApi } from './api';
import { serialNumberColumns } from './serialNumberColumns';

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
          <Form.Item name="keyword" label={t('crud:filter.keyword')}>
            <Input id="serialNumberFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
          </Form.Item>
          <Form.Item name="status" label={t('fields.status')}>
            <Select id="serialNumberFilterStatus" allowClear options={statuses} style={{ minWidth: 140 }} />
          </Form.Item>
        </>
      }
      formBody={({ rule }) => (
        <>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="serialNo" label={t('fields.serialNo')} rules={rule('serialNo')}>
                <Input id="serialNumber-serialNo" maxLength={60} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="model" label={t('fields.model')} rules={rule('model')}>
                <Input id="serialNumber-model" maxLength={60} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="cameraSerials" label={t('fields.cameraSerials')} rules={rule('cameraSerials')} extra={t('camerasHint')}>
            <Select id="serialNumber-cameraSerials" mode="tags" open={false} tokenSeparators={[',', ' ']} />
          </Form.Item>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="simNo" label={t('fields.simNo')} rules={rule('simNo')}>
                <Input id="serialNumber-simNo" maxLength={22} inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="supplier" label={t('fields.supplier')} rules={rule('supplier')}>
                <Input id="serialNumber-supplier" maxLength={120} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="status" label={t('fields.status')} rules={rule('status')}>
                <Select id="serialNumber-status" options={statuses} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="kioskId" label={t('fields.kioskId')} extra={t('stockHint')}>
                <KioskSelect id="serialNumber-kioskId" base="/kioskSerialNumber" placeholder={t('noKiosk')} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="remark" label={t('fields.remark')} rules={rule('remark')}>
            <Input.TextArea id="serialNumber-remark" rows={2} maxLength={500} />
          </Form.Item>
        </>
      )}
    />
  );
}
