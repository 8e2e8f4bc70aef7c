import { Col, Form, Input, Row, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { BARCODE_DIGITS, barcodeProblem, type BarcodeCreate } from '@srd/contract';
import { NameFields } from '../../platform/crud/NameFields';
import { NumberInput } from '../../platform/crud/NumberInput';
import type { EntityFormHelpers } from '../../platform/crud/simpleEntity';
import { StatusSwitch } from '../../platform/crud/StatusSwitch';
import { useMaterialChoices } from './useMaterialLabel';
import { FormItem } from '../../platform/crud/FormItem';

type Field = keyof typeof BarcodeCreate.shape;

/** The barcode form: digits (check digit verified as typed), material, product names, brand, size, status. */
export function BarcodeFields({ rule }: Pick<EntityFormHelpers<Field>, 'rule'>) {
  const { t } = useTranslation('barcode');
  const form = Form.useFormInstance();
  // A disabled material stays choosable for the barcode that already has it.
  const materials = useMaterialChoices(form.getFieldValue('materialTypeId') as number | undefined);
  // The length and digits are the contract's rule; the check digit is this one (the server checks it again).
  const checkDigit: FormRule = {
    validator: async (_, value: string | undefined) => {
      const code = value?.trim() ?? '';
      const problem = BARCODE_DIGITS.test(code) ? barcodeProblem(code) : null;
      if (problem?.kind === 'checksum') throw new Error(t('checksum', { expected: problem.expected }));
    },
  };
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <FormItem
            name="barcode"
            label={t('fields.barcode')}
            rules={[...rule('barcode', t('barcodeFormat')), checkDigit]}
            extra={t('barcodeHint')}
          >
            <Input id="barcode-barcode" inputMode="numeric" maxLength={13} placeholder="4891234567898" />
          </FormItem>
        </Col>
        <Col xs={24} md={14}>
          <FormItem name="materialTypeId" label={t('fields.materialTypeId')} rules={rule('materialTypeId')}>
            <Select
              id="barcode-materialTypeId"
              showSearch={{ optionFilterProp: 'label' }}
              loading={!materials}
              options={materials}
            />
          </FormItem>
        </Col>
      </Row>
      <NameFields rules={rule('name')} maxLength={200} />
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <FormItem name="brand" label={t('fields.brand')} rules={rule('brand')}>
            <Input id="barcode-brand" maxLength={120} />
          </FormItem>
        </Col>
        <Col xs={12} md={7}>
          <FormItem name="volumeMl" label={t('fields.volumeMl')} rules={rule('volumeMl', t('sizeFormat'))}>
            <NumberInput id="barcode-volumeMl" min={1} max={100_000} precision={0} style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col xs={12} md={7}>
          <FormItem name="weightG" label={t('fields.weightG')} rules={rule('weightG', t('sizeFormat'))}>
            <NumberInput id="barcode-weightG" min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </FormItem>
        </Col>
      </Row>
      <FormItem name="status" label={t('fields.status')}>
        <StatusSwitch id="barcode-status" />
      </FormItem>
    </>
  );
}
