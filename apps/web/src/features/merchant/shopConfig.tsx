import { Col, Form, Input, Row, Select, Switch, Tag, type FormRule } from 'antd';
import { localName } from '../../platform/format/localName';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  invalidTelNumbers,
  meetsPasswordRule,
  merchantShopActions,
  PASSWORD_MAX_LENGTH,
  ResourceType,
  ShopCreate,
  ShopPageRequest,
  ShopUpdate,
  type ResourceOption,
  type Shop,
} from '@srd/contract';
import { ImageField, useImageValueLabel } from '../../platform/crud/ImageField';
import { formatDate } from '../../platform/format/date';
import { NameFields } from '../../platform/crud/NameFields';
import type { EntityFormHelpers, SimpleEntityConfig } from '../../platform/crud/simpleEntity';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useProfile } from '../../platform/profile';
import { SHOP_PATH, shopApi } from './api';
import { logoField, shortNameField } from './brandFields';
import { NONE } from './logoCell';
import { TelListInput } from './TelListInput';
import { useMerchantChoices } from './useMerchantChoices';
import { useTextsLabels } from './useTextsLabels';
import { FormItem } from '../../platform/crud/FormItem';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import type { Choice } from '../../platform/resources/resourceOptions';

const half = { xs: 24, md: 12 };
type Config = SimpleEntityConfig<Shop, typeof ShopCreate, typeof ShopUpdate>;
type FormHelpers = EntityFormHelpers<keyof typeof ShopCreate.shape> & { record?: Shop | null };

/** The ShopList and Shop screens' shared declaration: calls, columns, filters, form. */
export function useShopConfig(): Config & { formBody: (helpers: FormHelpers) => ReactNode } {
  const { t } = useTranslation(['shop', 'crud']);
  const { tid: ownTenant, mid: ownMerchant } = useProfile();
  const tenants = useTenantChoices();
  const merchants = useMerchantChoices();
  const statuses = useStatusOptions(ENTITY_STATUS);
  const labels = useTextsLabels('shop');
  const imageLabel = useImageValueLabel();
  const shopTypes = [0, 1].map((type) => ({ value: type, label: t(`shopTypes.${type as 0 | 1}`) }));
  const telRule: FormRule = {
    validator: async (_, tel?: string | null) => {
      const invalid = invalidTelNumbers(tel ?? '');
      if (invalid.length) throw new Error(t('telInvalid', { numbers: invalid.join(', ') }));
    },
  };
  const passwordRule: FormRule = {
    validator: async (_, value?: string) => {
      if (value && !meetsPasswordRule(value)) throw new Error(t('passwordRule'));
    },
  };
  return {
    id: 'shop',
    namespace: 'shop',
    api: shopApi,
    actions: merchantShopActions,
    resType: ResourceType.Shop,
    listName: 'shopList',
    pageRequest: ShopPageRequest,
    detailPath: SHOP_PATH,
    exportList: { module: 'shopList', action: merchantShopActions.export },
    fields: [
      logoField(),
      { name: 'name', valueType: 'localizedText' },
      shortNameField('/merchantShop'),
      {
        name: 'mid',
        filterId: 'Merchant',
        renderCell: (row, current) =>
          localName({ name: row.merchantName, nameCht: row.merchantNameCht, nameChs: row.merchantNameChs }, current),
        // Only for those who reach more than one merchant.
        renderFilter: ({ id, label }) =>
          merchants.choices.length > 1 && (
            <FormItem name="mid" label={label}>
              <Select
                id={id}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={merchants.choices}
                style={{ minWidth: 160 }}
              />
            </FormItem>
          ),
      },
      { name: 'tid', valueType: 'tenant' },
      {
        name: 'shopType',
        valueType: 'select',
        options: shopTypes,
        filterId: 'Type',
        renderCell: (row) => (
          <Tag color={row.shopType === 1 ? 'blue' : 'default'} data-shop-type={row.shopType}>
            {t(`shopTypes.${row.shopType === 1 ? 1 : 0}`)}
          </Tag>
        ),
      },
      { name: 'tel', renderCell: (row) => row.tel || NONE },
      { name: 'status', valueType: 'status', palette: ENTITY_STATUS },
      { name: 'lupdDttm', valueType: 'dateTime' },
    ],
    schemas: { create: ShopCreate, update: ShopUpdate },
    defaults: {
      tid: ownTenant ?? undefined,
      mid: ownMerchant ?? undefined,
      status: 1,
      shopType: 0,
      name: '',
      nameCht: '',
      nameChs: '',
      receiveReminderEmail: false,
      logo: null,
      tel: null,
    },
    valueLabel: (field, value) => {
      if (value === null) return undefined;
      if (field === 'logo') return imageLabel(value);
      if (field === 'couponTokenRotatedAt') return formatDate(value);
      if (field === 'tid') return tenants.nameOf(Number(value));
      if (field === 'mid') return merchants.nameOf(Number(value));
      if (field === 'receiveReminderEmail') return t(value === 'true' ? 'yes' : 'no');
      return undefined;
    },
    formBody: ({ rule, creating, record }: FormHelpers) => (
      <>
        <Row gutter={16}>
          <Col {...half}>
            <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')} htmlFor="shop-tid">
              <TenantSelect options={tenants.choices} merchants={merchants.all} disabled={ownTenant !== null} />
            </FormItem>
          </Col>
          <Col {...half}>
            {/* The merchants of the chosen tenant; a tenant change clears a merchant of another one. */}
            <FormItem noStyle dependencies={['tid']}>
              {({ getFieldValue }) => (
                <FormItem name="mid" label={t('fields.mid')} rules={rule('mid')}>
                  <Select
                    id="shop-mid"
                    showSearch={{ optionFilterProp: 'label' }}
                    options={
                      merchants.all.length
                        ? merchants.choices.filter(
                            (choice) =>
                              merchants.all.find((option) => option.id === choice.value)?.pId === getFieldValue('tid'),
                          )
                        : []
                    }
                    disabled={ownMerchant !== null}
                  />
                </FormItem>
              )}
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem name="shopType" label={t('fields.shopType')} rules={rule('shopType')}>
              <Select id="shop-shopType" options={shopTypes} />
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem name="status" label={t('fields.status')} rules={rule('status')}>
              <Select id="shop-status" options={statuses} />
            </FormItem>
          </Col>
        </Row>
        <NameFields rules={rule('name')} maxLength={120} />
        <NameFields names={['shortName', 'shortNameCht', 'shortNameChs']} labels={labels.shortName} maxLength={60} />
        <NameFields names={['address', 'addressCht', 'addressChs']} labels={labels.address} maxLength={300} />
        <Row gutter={16}>
          <Col {...half}>
            <FormItem name="tel" label={t('fields.tel')} rules={[telRule]} extra={t('telHint')}>
              <TelListInput id="shop-tel" placeholder={t('telPlaceholder')} />
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem
              name="password"
              label={t(creating || !record?.hasPassword ? 'fields.password' : 'passwordReset')}
              rules={[passwordRule]}
              extra={creating ? t('passwordHint') : t(record?.hasPassword ? 'passwordKeep' : 'passwordNone')}
            >
              <Input.Password id="shop-password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem name="website" label={t('fields.website')} rules={rule('website')}>
              <Input id="shop-website" maxLength={500} placeholder="https://" />
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem name="redemptionLink" label={t('fields.redemptionLink')} rules={rule('redemptionLink')}>
              <Input id="shop-redemptionLink" maxLength={500} placeholder="https://" />
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem name="receiveReminderEmail" label={t('fields.receiveReminderEmail')} valuePropName="checked">
              <Switch id="shop-receiveReminderEmail" />
            </FormItem>
          </Col>
        </Row>
        <FormItem name="logo" label={t('fields.logo')}>
          <ImageField id="shop-logo" />
        </FormItem>
      </>
    ),
  };
}

interface TenantSelectProps {
  value?: number;
  onChange?: (tid: number) => void;
  options: Choice[];
  merchants: ResourceOption[];
  disabled: boolean;
}

/**
 * The shop's tenant; choosing another one clears a merchant that does not belong to it (SPEC: tenant, then
 * merchant).
 */
function TenantSelect({ value, onChange, options, merchants, disabled }: TenantSelectProps) {
  const form = Form.useFormInstance();
  const choose = (tid: number) => {
    onChange?.(tid);
    const mid = form.getFieldValue('mid') as number | undefined;
    if (mid !== undefined && merchants.find((merchant) => merchant.id === mid)?.pId !== tid)
      form.setFieldValue('mid', undefined);
  };
  return (
    <Select
      id="shop-tid"
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      value={value}
      onChange={choose}
      disabled={disabled}
    />
  );
}
