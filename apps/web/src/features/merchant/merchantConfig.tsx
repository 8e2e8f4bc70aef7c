import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  merchantActions,
  MerchantCreate,
  MerchantPageRequest,
  MerchantUpdate,
  ResourceType,
  type Merchant,
} from '@srd/contract';
import { ImageField, useImageValueLabel } from '../../platform/crud/ImageField';
import { NameFields } from '../../platform/crud/NameFields';
import type { SimpleEntityConfig } from '../../platform/crud/simpleEntity';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useProfile } from '../../platform/profile';
import { MERCHANT_PATH, merchantApi } from './api';
import { logoField, shortNameField } from './brandFields';
import { NONE } from './logoCell';
import { useTextsLabels } from './useTextsLabels';
import { FormItem } from '../../platform/crud/FormItem';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

const half = { xs: 24, md: 12 };
/** The detail screen needs the form body it shares with the list. */
type Config = SimpleEntityConfig<Merchant, typeof MerchantCreate, typeof MerchantUpdate> &
  Required<Pick<SimpleEntityConfig<Merchant, typeof MerchantCreate, typeof MerchantUpdate>, 'formBody'>>;

/** The MerchantList and Merchant screens' shared declaration: calls, columns, filters, form. */
export function useMerchantConfig(): Config {
  const { t } = useTranslation(['merchant', 'crud']);
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const statuses = useStatusOptions(ENTITY_STATUS);
  const labels = useTextsLabels('merchant');
  const imageLabel = useImageValueLabel();
  return {
    id: 'merchant',
    namespace: 'merchant',
    api: merchantApi,
    actions: merchantActions,
    resType: ResourceType.Merchant,
    listName: 'merchantList',
    pageRequest: MerchantPageRequest,
    detailPath: MERCHANT_PATH,
    exportList: { module: 'merchantList', action: merchantActions.export },
    fields: [
      logoField(),
      { name: 'name', valueType: 'localizedText' },
      shortNameField('/merchant'),
      { name: 'tid', valueType: 'tenant' },
      { name: 'email', renderCell: (row) => row.email || NONE },
      { name: 'website', ellipsis: true, renderCell: (row) => row.website || NONE },
      { name: 'status', valueType: 'status', palette: ENTITY_STATUS },
      { name: 'lupdDttm', valueType: 'dateTime' },
    ],
    schemas: { create: MerchantCreate, update: MerchantUpdate },
    defaults: { tid: ownTenant ?? undefined, status: 1, name: '', nameCht: '', nameChs: '', logo: null },
    valueLabel: (field, value) => {
      if (field === 'logo') return imageLabel(value);
      return field === 'tid' && value !== null ? tenants.nameOf(Number(value)) : undefined;
    },
    formBody: ({ rule }) => (
      <>
        <Row gutter={16}>
          <Col {...half}>
            {/* A tenant's own staff add merchants to their tenant only. */}
            <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
              <Select
                id="merchant-tid"
                showSearch={{ optionFilterProp: 'label' }}
                options={tenants.choices}
                disabled={ownTenant !== null}
              />
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem name="status" label={t('fields.status')} rules={rule('status')}>
              <Select id="merchant-status" options={statuses} />
            </FormItem>
          </Col>
        </Row>
        <NameFields rules={rule('name')} maxLength={120} />
        <NameFields names={['shortName', 'shortNameCht', 'shortNameChs']} labels={labels.shortName} maxLength={60} />
        <NameFields names={['address', 'addressCht', 'addressChs']} labels={labels.address} maxLength={300} />
        <Row gutter={16}>
          <Col {...half}>
            <FormItem name="email" label={t('fields.email')} rules={rule('email')}>
              <Input id="merchant-email" maxLength={120} />
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem name="website" label={t('fields.website')} rules={rule('website')}>
              <Input id="merchant-website" maxLength={500} placeholder="https://" />
            </FormItem>
          </Col>
        </Row>
        <FormItem name="logo" label={t('fields.logo')}>
          <ImageField id="merchant-logo" />
        </FormItem>
      </>
    ),
  };
}
