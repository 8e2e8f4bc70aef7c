import { Card, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreditMode, DISPLAY_UNITS, KioskCreate, type KioskMaxId, type KioskType } from '@srd/contract';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { NameFields } from '../../platform/crud/NameFields';
import { zodRule } from '../../platform/crud/zodRule';
import { useEstateChoices, useRecycleTypeChoices } from './choices';
import { FormItem } from '../../platform/crud/FormItem';
import type { Choice } from '../../platform/resources/resourceOptions';

const cell = { xs: 24, sm: 12, lg: 8 };
const fields = KioskCreate.shape;
const rule = (field: keyof typeof fields) => [zodRule(fields[field] as never)];

/** A 1/0 flag as a switch. */
const flagProps = {
  getValueProps: (value: number) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

interface KioskFieldsProps {
  tenants: Choice[];
  /** The caller's own tenant: their kiosks stay in it. */
  ownTenant: number | null;
  /** The next free KID of each type, suggested under the KID of a new kiosk. */
  nextKids?: KioskMaxId['next'];
}

/**
 * Identity, location, type and flags, recycling and credit of a kiosk; versions and dates are the kiosk's own
 * (Device tab).
 */
export function KioskFields({ tenants, ownTenant, nextKids }: KioskFieldsProps) {
  const { t } = useTranslation('kiosk');
  const form = Form.useFormInstance();
  const kioskType = Form.useWatch('kioskType', form) as KioskType | undefined;
  const tid = Form.useWatch('tid', form) as number | undefined;
  const types = useKioskTypeOptions();
  const materials = useRecycleTypeChoices(kioskType);
  const estates = useEstateChoices(tid, form.getFieldValue('estateId') as number | null);
  const kidSuggestion = nextKids?.find((next) => next.kioskType === kioskType)?.nextKid;
  const addressLabels = [t('fields.address'), t('fields.addressCht'), t('fields.addressChs')] as const;
  return (
    <>
      <Card id="kiosk-section-identity" size="small" title={t('sections.identity')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...cell}>
            <FormItem
              name="kid"
              label={t('fields.kid')}
              rules={rule('kid')}
              extra={kidSuggestion && t('hints.kidSuggestion', { kid: kidSuggestion })}
            >
              <Input id="kiosk-kid" maxLength={40} />
            </FormItem>
          </Col>
          <Col {...cell}>
            <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
              <Select
                id="kiosk-tid"
                showSearch={{ optionFilterProp: 'label' }}
                options={tenants}
                disabled={ownTenant !== null}
              />
            </FormItem>
          </Col>
          <Col {...cell}>
            <FormItem name="kioskType" label={t('fields.kioskType')} rules={rule('kioskType')}>
              <Select id="kiosk-kioskType" options={types} />
            </FormItem>
          </Col>
        </Row>
        <NameFields rules={rule('name')} maxLength={120} />
        <Row gutter={16}>
          {(['machineId', 'readerNo', 'locationId'] as const).map((field) => (
            <Col key={field} {...cell}>
              <FormItem name={field} label={t(`fields.${field}`)} rules={rule(field)}>
                <Input id={`kiosk-${field}`} maxLength={60} />
              </FormItem>
            </Col>
          ))}
        </Row>
      </Card>
      <Card id="kiosk-section-location" size="small" title={t('sections.location')} style={{ marginBottom: 16 }}>
        <NameFields names={['address', 'addressCht', 'addressChs']} labels={addressLabels} maxLength={300} />
        <Row gutter={16}>
          {(['lon', 'lat'] as const).map((field) => (
            <Col key={field} {...cell}>
              <FormItem name={field} label={t(`fields.${field}`)} rules={rule(field)} extra={t('hints.lonLat')}>
                <InputNumber id={`kiosk-${field}`} precision={6} style={{ width: '100%' }} />
              </FormItem>
            </Col>
          ))}
          <Col {...cell}>
            <FormItem name="estateId" label={t('fields.estateId')}>
              <Select id="kiosk-estateId" allowClear showSearch={{ optionFilterProp: 'label' }} options={estates} />
            </FormItem>
          </Col>
        </Row>
      </Card>
      <Card
        id="kiosk-section-classification"
        size="small"
        title={t('sections.classification')}
        style={{ marginBottom: 16 }}
      >
        <Row gutter={16}>
          {(['enableFlag', 'publicFlag'] as const).map((field) => (
            <Col key={field} {...cell}>
              <FormItem name={field} label={t(`fields.${field}`)} valuePropName="checked" {...flagProps}>
                <Switch id={`kiosk-${field}`} />
              </FormItem>
            </Col>
          ))}
        </Row>
      </Card>
      <Card id="kiosk-section-recycling" size="small" title={t('sections.recycling')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24}>
            <FormItem name="recycleType" label={t('fields.recycleType')} rules={rule('recycleType')}>
              <Select id="kiosk-recycleType" mode="multiple" allowClear options={materials} optionFilterProp="label" />
            </FormItem>
          </Col>
          <Col {...cell}>
            <FormItem name="creditMode" label={t('fields.creditMode')}>
              <Select
                id="kiosk-creditMode"
                options={Object.values(CreditMode).map((value) => ({ value, label: t(`creditModes.${value}`) }))}
              />
            </FormItem>
          </Col>
          <Col {...cell}>
            <FormItem name="dailyMax" label={t('fields.dailyMax')} rules={rule('dailyMax')} extra={t('hints.dailyMax')}>
              <InputNumber id="kiosk-dailyMax" precision={0} style={{ width: '100%' }} />
            </FormItem>
          </Col>
          <Col {...cell}>
            <FormItem name="displayUnit" label={t('fields.displayUnit')}>
              <Select
                id="kiosk-displayUnit"
                options={DISPLAY_UNITS.map((value) => ({ value, label: t(`displayUnits.${value}`) }))}
              />
            </FormItem>
          </Col>
        </Row>
      </Card>
    </>
  );
}
