import { Card, Col, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_KIOSK_SETTINGS,
  KIOSK_SETTING_GROUPS,
  KioskSettings,
  SCREEN_ROTATIONS,
  type KioskSettingGroup,
  type KioskSettingName,
} from '@srd/contract';
import { zodRule } from '../../platform/crud/zodRule';
import { FormItem } from '../../platform/crud/FormItem';

const cell = { xs: 24, sm: 12, lg: 8 };
const schemas = KioskSettings.shape;

/** The range a number setting's rule allows, to show beside it. */
function rangeOf(schema: z.ZodType): { min: number; max: number } | null {
  const inner = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  return inner instanceof z.ZodNumber && inner.minValue !== null && inner.maxValue !== null
    ? { min: inner.minValue, max: inner.maxValue }
    : null;
}

/** One setting's input, by the kind of its default: on/off, a choice, a number within its range, or text. */
function SettingItem({ name }: { name: KioskSettingName }) {
  const { t } = useTranslation('kiosk');
  const id = `kiosk-settings-${name}`;
  const label = t(`fields.settings.${name}`);
  const fallback = DEFAULT_KIOSK_SETTINGS[name];
  const path = ['settings', name];
  if (typeof fallback === 'boolean') {
    return (
      <FormItem name={path} label={label} valuePropName="checked">
        <Switch id={id} />
      </FormItem>
    );
  }
  const rules = [zodRule(schemas[name])];
  if (name === 'screenRotation') {
    return (
      <FormItem name={path} label={label} rules={rules}>
        <Select id={id} options={SCREEN_ROTATIONS.map((value) => ({ value, label: t(`screenRotations.${value}`) }))} />
      </FormItem>
    );
  }
  if (typeof fallback === 'number') {
    const range = rangeOf(schemas[name]);
    const extra = [range && t('hints.range', range), name === 'beltWeightCheckGrams' && t('hints.beltWeightCheckGrams')]
      .filter(Boolean)
      .join(' · ');
    return (
      <FormItem name={path} label={label} rules={rules} extra={extra}>
        <InputNumber id={id} precision={0} style={{ width: '100%' }} />
      </FormItem>
    );
  }
  return (
    <FormItem name={path} label={label} rules={rules}>
      <Input
        id={id}
        maxLength={name === 'carbonWalletUrl' ? 500 : 200}
        placeholder={name === 'carbonWalletUrl' ? 'https://' : undefined}
      />
    </FormItem>
  );
}

/** The hardware and timing settings, a card per section; ranges come from the contract's rules. */
export function SettingsFields() {
  const { t } = useTranslation('kiosk');
  return (
    <>
      {(Object.entries(KIOSK_SETTING_GROUPS) as [KioskSettingGroup, readonly KioskSettingName[]][]).map(
        ([group, names]) => (
          <Card
            key={group}
            id={`kiosk-section-${group}`}
            size="small"
            title={t(`sections.${group}`)}
            style={{ marginBottom: 16 }}
          >
            <Row gutter={16}>
              {names.map((name) => (
                <Col key={name} {...cell}>
                  <SettingItem name={name} />
                </Col>
              ))}
            </Row>
          </Card>
        ),
      )}
    </>
  );
}
