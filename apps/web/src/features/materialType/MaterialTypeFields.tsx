import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MaterialTypeCreate } from '@srd/contract';
import { NumberInput } from '../../platform/crud/NumberInput';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { NameFields } from '../../platform/crud/NameFields';
import type { EntityFormHelpers } from '../../platform/crud/simpleEntity';
import { StatusSwitch } from '../../platform/crud/StatusSwitch';
import { useUnitOptions } from './units';
import { FormItem } from '../../platform/crud/FormItem';

type Field = keyof typeof MaterialTypeCreate.shape;

const MATERIAL_NAMES = ['materialName', 'materialNameCht', 'materialNameChs'] as const;

/** The material form: code, kiosk type ("All types" included), unit and points, names side by side, status. */
export function MaterialTypeFields({ rule }: Pick<EntityFormHelpers<Field>, 'rule'>) {
  const { t } = useTranslation('materialType');
  const kioskTypes = useKioskTypeOptions({ withAll: true });
  const units = useUnitOptions();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={9}>
          {/* Kiosks and tenant recycle configs refer to codes in capitals: typed letters become capitals. */}
          <FormItem
            name="code"
            label={t('fields.code')}
            rules={rule('code', t('codeFormat'))}
            extra={t('codeHint')}
            normalize={(code: string) => code.toUpperCase()}
          >
            <Input id="materialType-code" maxLength={40} placeholder="ALU_CAN" />
          </FormItem>
        </Col>
        <Col xs={24} sm={8} md={5}>
          <FormItem name="kioskType" label={t('fields.kioskType')} rules={rule('kioskType')}>
            <Select id="materialType-kioskType" options={kioskTypes} />
          </FormItem>
        </Col>
        <Col xs={12} sm={8} md={5}>
          <FormItem name="unit" label={t('fields.unit')} rules={rule('unit')}>
            <Select id="materialType-unit" options={units} />
          </FormItem>
        </Col>
        <Col xs={12} sm={8} md={5}>
          <FormItem
            name="pointsPerUnit"
            label={t('fields.pointsPerUnit')}
            rules={rule('pointsPerUnit', t('pointsFormat'))}
          >
            <NumberInput
              id="materialType-pointsPerUnit"
              min={0}
              max={100_000}
              precision={0}
              style={{ width: '100%' }}
            />
          </FormItem>
        </Col>
      </Row>
      <NameFields rules={rule('materialName')} maxLength={120} names={MATERIAL_NAMES} />
      <FormItem name="status" label={t('fields.status')}>
        <StatusSwitch id="materialType-status" />
      </FormItem>
    </>
  );
}
