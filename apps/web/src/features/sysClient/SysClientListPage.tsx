import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceType, SysClientCreate, SysClientUpdate, sysClientActions, type SysClient } from '@srd/contract';
import { NameFields } from '../../platform/crud/NameFields';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { StatusSwitch } from '../../platform/crud/StatusSwitch';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useLang } from '../../platform/i18n';
import { SYS_CLIENT_LIST_STATE, sysClientApi } from './api';
import { sysClientColumns } from './sysClientColumns';
import { FormItem } from '../../platform/crud/FormItem';

const third = { xs: 24, md: 8 };
const NEW_SYS_CLIENT = {
  name: '',
  nameCht: '',
  nameChs: '',
  status: 1,
  contactPerson: '',
  contactEmail: '',
  phone: '',
  remarks: '',
} as const;

/**
 * Screen SysClientList: the operators above the tenants. Access-all-data callers see and change them
 * all; others see those admin mapping grants them, read only.
 */
export default function SysClientListPage() {
  const { t } = useTranslation(['sysClient', 'crud']);
  const lang = useLang();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  return (
    <SimpleEntityPage<SysClient, typeof SysClientCreate, typeof SysClientUpdate>
      id="sysClient"
      namespace="sysClient"
      api={sysClientApi}
      actions={sysClientActions}
      resType={ResourceType.SysClient}
      sharedCatalogue
      listName="sysClientList"
      listState={SYS_CLIENT_LIST_STATE}
      columns={sysClientColumns(t, lang)}
      schemas={{ create: SysClientCreate, update: SysClientUpdate }}
      defaults={NEW_SYS_CLIENT}
      filters={
        <>
          <FormItem name="keyword" label={t('crud:filter.keyword')}>
            <Input id="sysClientFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <Select id="sysClientFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
          </FormItem>
        </>
      }
      formBody={({ rule }) => (
        <>
          <NameFields rules={rule('name')} maxLength={120} />
          <Row gutter={16}>
            <Col {...third}>
              <FormItem name="contactPerson" label={t('fields.contactPerson')} rules={rule('contactPerson')}>
                <Input id="sysClient-contactPerson" maxLength={120} />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem
                name="contactEmail"
                label={t('fields.contactEmail')}
                rules={rule('contactEmail', t('emailFormat'))}
              >
                <Input id="sysClient-contactEmail" inputMode="email" maxLength={120} />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem name="phone" label={t('fields.phone')} rules={rule('phone', t('phoneFormat'))}>
                <Input id="sysClient-phone" inputMode="tel" maxLength={20} />
              </FormItem>
            </Col>
          </Row>
          <FormItem name="remarks" label={t('fields.remarks')} rules={rule('remarks')}>
            <Input.TextArea id="sysClient-remarks" rows={3} maxLength={500} />
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <StatusSwitch id="sysClient-status" />
          </FormItem>
        </>
      )}
    />
  );
}
