import { Checkbox, Col, Input, Row, Select, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { DayField } from '../../platform/crud/DayField';
import { NameFields } from '../../platform/crud/NameFields';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { zodRule } from '../../platform/crud/zodRule';
import { TenantCreate, type Tenant } from '@srd/contract';
import { ImageField } from '../../platform/crud/ImageField';
import { useSysClientChoices, useTenantOptions } from './tenantOptions';
import { FormItem } from '../../platform/crud/FormItem';

const fields = TenantCreate.shape;
const third = { xs: 24, md: 8 };

interface TenantBasicsFieldsProps {
  stored: Tenant | undefined;
  /** Only access-all-data callers move a tenant to another system client. */
  allData: boolean;
}

/**
 * Identity and branding: names side by side, logo, short name, status, period, subdomain, connection, language,
 * modes, theme.
 */
export function TenantBasicsFields({ stored, allData }: TenantBasicsFieldsProps) {
  const { t } = useTranslation(['tenant', 'crud']);
  const statuses = useStatusOptions(ENTITY_STATUS);
  const options = useTenantOptions();
  const clients = useSysClientChoices();
  const clientChoices =
    clients.length > 0 || !stored?.sysClientId
      ? clients
      : [{ value: stored.sysClientId, label: stored.sysClientName ?? `#${stored.sysClientId}` }];
  // The SPEC 8 message, before anything is sent; the server checks the same rule (1023).
  const expiryAfterEffective: FormRule = ({ getFieldValue }) => ({
    validator: async (_, expiry: string | null) => {
      const effective = getFieldValue('effectiveDate') as string | null;
      if (expiry && effective && expiry < effective) throw new Error(t('expiryBeforeEffective'));
    },
  });
  return (
    <>
      <NameFields rules={[zodRule(fields.name)]} maxLength={120} />
      <Row gutter={16}>
        <Col {...third}>
          <FormItem name="shortName" label={t('fields.shortName')} rules={[zodRule(fields.shortName)]}>
            <Input id="tenant-shortName" maxLength={40} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="status" label={t('fields.status')} rules={[zodRule(fields.status)]}>
            <Select id="tenant-status" options={statuses} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="sysClientId" label={t('fields.sysClientId')}>
            <Select
              id="tenant-sysClientId"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={clientChoices}
              disabled={!allData}
            />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="effectiveDate" label={t('fields.effectiveDate')} rules={[zodRule(fields.effectiveDate)]}>
            <DayField id="tenant-effectiveDate" />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem
            name="expiryDate"
            label={t('fields.expiryDate')}
            rules={[zodRule(fields.expiryDate), expiryAfterEffective]}
            dependencies={['effectiveDate']}
          >
            <DayField id="tenant-expiryDate" />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem
            name="subdomain"
            label={t('fields.subdomain')}
            rules={[zodRule(fields.subdomain, t('subdomainRule'))]}
            extra={t('subdomainHint')}
          >
            <Input id="tenant-subdomain" maxLength={63} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="defaultLang" label={t('fields.defaultLang')} rules={[zodRule(fields.defaultLang)]}>
            <Select id="tenant-defaultLang" options={options.langs} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="dashboardTheme" label={t('fields.dashboardTheme')} rules={[zodRule(fields.dashboardTheme)]}>
            <Select id="tenant-dashboardTheme" options={options.themes} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="useCstPoint" label={t('fields.useCstPoint')} valuePropName="checked">
            <Switch id="tenant-useCstPoint" />
          </FormItem>
        </Col>
      </Row>
      <FormItem name="modes" label={t('fields.modes')}>
        <Checkbox.Group className="tenant-modes" options={options.modes} />
      </FormItem>
      <FormItem
        name="connectionString"
        label={t('fields.connectionString')}
        extra={
          stored?.connectionString ? t('connectionStored', { masked: stored.connectionString }) : t('connectionHint')
        }
      >
        <Input.Password
          id="tenant-connectionString"
          autoComplete="new-password"
          maxLength={2000}
          placeholder={stored?.connectionString ?? ''}
        />
      </FormItem>
      <FormItem name="logo" label={t('fields.logo')}>
        <ImageField id="tenant-logo" />
      </FormItem>
    </>
  );
}
