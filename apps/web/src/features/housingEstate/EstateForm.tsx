import { Button, Col, Form, Input, Row, Select, Space, Spin, type FormInstance } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressEstateCreate } from '@srd/contract';
import type { z } from 'zod';
import { NumberInput } from '../../platform/crud/NumberInput';
import type { FormValues } from '../../platform/crud/entityForm';
import { NameFields } from '../../platform/crud/NameFields';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { zodRule } from '../../platform/crud/zodRule';
import { useProfile } from '../../platform/profile';
import { useDistrictOptions } from './districts';
import { FormItem } from '../../platform/crud/FormItem';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

// Leaflet loads with the first map shown, not with the form.
const LocationMap = lazy(() => import('./LocationMap'));

type Field = keyof typeof AddressEstateCreate.shape;
const rule = (field: Field) => [zodRule(AddressEstateCreate.shape[field] as z.ZodType)];
const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

interface EstateFormProps {
  form: FormInstance<FormValues>;
  initialValues: FormValues;
  readOnly: boolean;
  saving: boolean;
  onSave: (values: FormValues) => void;
  onCancel: () => void;
}

/** An estate's details: tenant (none: shared), names, address, district, location picked on a map, status. */
export function EstateForm({ form, initialValues, readOnly, saving, onSave, onCancel }: EstateFormProps) {
  const { t } = useTranslation(['housingEstate', 'crud']);
  const { tid: ownTenant, accessAllData } = useProfile();
  const tenants = useTenantChoices();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  const { districts } = useDistrictOptions();
  const lat = Form.useWatch('lat', form) as number | null | undefined;
  const lon = Form.useWatch('lon', form) as number | null | undefined;
  const location = lat != null && lon != null ? { lat, lon } : null;
  return (
    <Form<FormValues>
      id="estateForm"
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSave}
      disabled={readOnly}
    >
      <Row gutter={16}>
        <Col {...half}>
          {/* Only access-all-data callers place an estate elsewhere than their own tenant, or share it. */}
          <FormItem name="tid" label={t('fields.tid')} extra={t('sharedHint')}>
            <Select
              id="estate-tid"
              allowClear={accessAllData}
              placeholder={t('shared')}
              showSearch={{ optionFilterProp: 'label' }}
              options={tenants.choices}
              disabled={!accessAllData && ownTenant !== null}
            />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="status" label={t('fields.status')} rules={rule('status')}>
            <Select id="estate-status" options={statuses} />
          </FormItem>
        </Col>
      </Row>
      <NameFields rules={rule('name')} maxLength={120} />
      <Row gutter={16}>
        {(['address', 'addressCht', 'addressChs'] as const).map((field) => (
          <Col key={field} {...third}>
            <FormItem name={field} label={t(`fields.${field}`)} rules={rule(field)}>
              <Input id={`estate-${field}`} maxLength={300} />
            </FormItem>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col {...third}>
          <FormItem name="district" label={t('fields.district')} rules={rule('district')}>
            <Select id="estate-district" allowClear showSearch={{ optionFilterProp: 'label' }} options={districts} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="lat" label={t('fields.lat')} rules={rule('lat')}>
            <NumberInput id="estate-lat" min={-90} max={90} step={0.0001} style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="lon" label={t('fields.lon')} rules={rule('lon')}>
            <NumberInput id="estate-lon" min={-180} max={180} step={0.0001} style={{ width: '100%' }} />
          </FormItem>
        </Col>
      </Row>
      <FormItem label={t('fields.location')} extra={readOnly ? undefined : t('mapHint')}>
        <Suspense fallback={<Spin />}>
          <LocationMap
            value={location}
            onChange={readOnly ? undefined : (picked) => form.setFieldsValue({ lat: picked.lat, lon: picked.lon })}
          />
        </Suspense>
      </FormItem>
      <FormItem name="remarks" label={t('fields.remarks')} rules={rule('remarks')}>
        <Input.TextArea id="estate-remarks" rows={2} maxLength={500} />
      </FormItem>
      {!readOnly && (
        <Space>
          <Button id="estateSave" type="primary" htmlType="submit" loading={saving}>
            {t('crud:form.save')}
          </Button>
          <Button id="estateCancel" onClick={onCancel}>
            {t('crud:form.cancel')}
          </Button>
        </Space>
      )}
    </Form>
  );
}
