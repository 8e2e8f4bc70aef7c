import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AlertTypeCreate } from '@srd/contract';
import { useLevelOptions } from '../../platform/alertLevels/AlertLevelTag';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { NameFields } from '../../platform/crud/NameFields';
import type { EntityFormHelpers } from '../../platform/crud/simpleEntity';
import { StatusSwitch } from '../../platform/crud/StatusSwitch';
import { FormItem } from '../../platform/crud/FormItem';

type Field = keyof typeof AlertTypeCreate.shape;

/** The alert type form: code, kiosk type ("All types" included) and level, names side by side, description, status. */
export function AlertTypeFields({ rule }: Pick<EntityFormHelpers<Field>, 'rule'>) {
  const { t } = useTranslation('alertType');
  const kioskTypes = useKioskTypeOptions({ withAll: true });
  const levels = useLevelOptions();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {/* Kiosks report codes in capitals: typed letters become capitals. */}
          <FormItem
            name="code"
            label={t('fields.code')}
            rules={rule('code', t('codeFormat'))}
            extra={t('codeHint')}
            normalize={(code: string) => code.toUpperCase()}
          >
            <Input id="alertType-code" maxLength={40} placeholder="BIN_FULL" />
          </FormItem>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <FormItem name="kioskType" label={t('fields.kioskType')} rules={rule('kioskType')}>
            <Select id="alertType-kioskType" options={kioskTypes} />
          </FormItem>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <FormItem name="level" label={t('fields.level')} rules={rule('level')}>
            <Select id="alertType-level" options={levels} />
          </FormItem>
        </Col>
      </Row>
      <NameFields rules={rule('name')} maxLength={120} />
      <FormItem name="description" label={t('fields.description')} rules={rule('description')}>
        <Input.TextArea id="alertType-description" rows={3} maxLength={500} />
      </FormItem>
      <FormItem name="status" label={t('fields.status')}>
        <StatusSwitch id="alertType-status" />
      </FormItem>
    </>
  );
}
