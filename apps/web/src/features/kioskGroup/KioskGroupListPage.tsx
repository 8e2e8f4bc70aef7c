import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { KioskGroupCreate, kioskGroupActions, KioskGroupUpdate, ResourceType, type KioskGroup } from '@srd/contract';
import { useKioskTypeLabel, useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { NameFields } from '../../platform/crud/NameFields';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { StatusSwitch } from '../../platform/crud/StatusSwitch';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useLang } from '../../platform/i18n';
import { KioskSelect } from '../../platform/kiosk/KioskSelect';
import { useProfile } from '../../platform/profile';
import { KIOSK_GROUP_LIST_STATE, kioskGroupApi } from './api';
import { kioskGroupColumns } from './kioskGroupColumns';
import { FormItem } from '../../platform/crud/FormItem';
import { TenantFilter } from '../../platform/resources/TenantFilter';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

const half = { xs: 24, md: 12 };

/** Screen kioskGroupList: kiosks of one tenant and type grouped; name, tenant, type and at least one kiosk required (SPEC 5). */
export default function KioskGroupListPage() {
  const { t } = useTranslation(['kioskGroup', 'crud']);
  const lang = useLang();
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const kioskTypeLabel = useKioskTypeLabel();
  const kioskTypes = useKioskTypeOptions();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  return (
    <SimpleEntityPage<KioskGroup, typeof KioskGroupCreate, typeof KioskGroupUpdate>
      id="kioskGroup"
      namespace="kioskGroup"
      api={kioskGroupApi}
      actions={kioskGroupActions}
      resType={ResourceType.KioskGroup}
      listName="kioskGroupList"
      listState={KIOSK_GROUP_LIST_STATE}
      columns={kioskGroupColumns(t, lang, kioskTypeLabel)}
      schemas={{ create: KioskGroupCreate, update: KioskGroupUpdate }}
      defaults={{ tid: ownTenant ?? undefined, name: '', nameCht: '', nameChs: '', status: 1, kioskIds: [] }}
      valueLabel={(field, value) => {
        if (field === 'tid' && value !== null) return tenants.nameOf(Number(value));
        if (field === 'kioskType' && value !== null) return kioskTypeLabel(Number(value));
        return undefined;
      }}
      filters={
        <>
          <FormItem name="keyword" label={t('crud:filter.keyword')}>
            <Input id="kioskGroupFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
          </FormItem>
          <TenantFilter id="kioskGroupFilterTenant" label={t('fields.tid')} />
          <FormItem name="kioskType" label={t('fields.kioskType')}>
            <Select id="kioskGroupFilterKioskType" allowClear options={kioskTypes} style={{ minWidth: 150 }} />
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <Select id="kioskGroupFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
          </FormItem>
        </>
      }
      formBody={({ rule }) => (
        <>
          <Row gutter={16}>
            <Col {...half}>
              <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
                <Select
                  id="kioskGroup-tid"
                  showSearch={{ optionFilterProp: 'label' }}
                  options={tenants.choices}
                  disabled={ownTenant !== null}
                />
              </FormItem>
            </Col>
            <Col {...half}>
              <FormItem name="kioskType" label={t('fields.kioskType')} rules={rule('kioskType')}>
                <Select id="kioskGroup-kioskType" options={kioskTypes} />
              </FormItem>
            </Col>
          </Row>
          <NameFields rules={rule('name')} maxLength={120} />
          {/* The picker offers the kiosks of the chosen tenant and type; the server checks them again. */}
          <FormItem noStyle dependencies={['tid', 'kioskType']}>
            {({ getFieldValue }) => {
              const tid = getFieldValue('tid') as number | undefined;
              const kioskType = getFieldValue('kioskType') as number | undefined;
              const ready = tid !== undefined && kioskType !== undefined;
              return (
                <FormItem
                  name="kioskIds"
                  label={t('fields.kioskIds')}
                  rules={rule('kioskIds')}
                  extra={ready ? t('kioskHint') : t('chooseTenantAndType')}
                >
                  <KioskSelect
                    id="kioskGroup-kioskIds"
                    base="/kioskGroup"
                    filter={{ tid, kioskType }}
                    multiple
                    disabled={!ready}
                  />
                </FormItem>
              );
            }}
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <StatusSwitch id="kioskGroup-status" />
          </FormItem>
        </>
      )}
    />
  );
}
