import { Col, Form, Input, Radio, Row, Select, Switch, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paramValueFits, type ParamValueType, type SysParameterCreate } from '@srd/contract';
import type { EntityFormHelpers } from '../../platform/crud/simpleEntity';
import { StatusSwitch } from '../../platform/crud/StatusSwitch';
import { isBlank } from '../../platform/crud/zodMessage';
import { useValueTypeOptions } from './valueTypes';
import { FormItem } from '../../platform/crud/FormItem';

type Field = keyof typeof SysParameterCreate.shape;

/** The value's control for its type: true/false buttons, a JSON text area, a masked box for a confidential value. */
function ValueInput({
  type,
  confidential,
  keepsStored,
  ...control
}: {
  id: string;
  type: ParamValueType;
  confidential: boolean;
  keepsStored: boolean;
  value?: string;
  onChange?: (value: unknown) => void;
}) {
  const { t } = useTranslation('sysParameter');
  if (type === 'boolean')
    return (
      <Radio.Group
        optionType="button"
        options={[
          { value: 'true', label: t('booleans.true') },
          { value: 'false', label: t('booleans.false') },
        ]}
        {...control}
      />
    );
  if (confidential)
    return (
      <Input.Password
        autoComplete="new-password"
        maxLength={10_000}
        placeholder={keepsStored ? t('keepHidden') : undefined}
        {...control}
      />
    );
  if (type === 'json')
    return (
      <Input.TextArea rows={5} maxLength={10_000} className="param-json" placeholder='{"key": "value"}' {...control} />
    );
  return (
    <Input.TextArea
      autoSize={{ minRows: 1, maxRows: 6 }}
      maxLength={10_000}
      inputMode={type === 'number' ? 'decimal' : undefined}
      {...control}
    />
  );
}

/** The parameter form: key and value type, the value checked against its type, description, confidentiality, status. */
export function SysParameterFields({ rule, creating }: EntityFormHelpers<Field>) {
  const { t } = useTranslation('sysParameter');
  const form = Form.useFormInstance();
  const valueTypes = useValueTypeOptions();
  const type = (Form.useWatch('valueType', form) ?? 'text') as ParamValueType;
  const confidential = Form.useWatch('confidential', form) === true;
  // A stored confidential value never reaches the form: left empty, the edit keeps it.
  const [keepsStored] = useState(() => !creating && form.getFieldValue('confidential') === true);
  const fitsType: FormRule = {
    validator: async (_, value: string | null | undefined) => {
      if (keepsStored && isBlank(value)) return;
      if (!paramValueFits(type, value?.trim() ?? '')) throw new Error(t(`valueFormat.${type}`));
    },
  };
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <FormItem
            name="paramKey"
            label={t('fields.paramKey')}
            rules={rule('paramKey', t('keyFormat'))}
            extra={t('keyHint')}
          >
            <Input id="sysParameter-paramKey" maxLength={100} placeholder="kiosk.heartbeat.intervalSeconds" />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="valueType" label={t('fields.valueType')} rules={rule('valueType')}>
            <Select id="sysParameter-valueType" options={valueTypes} />
          </FormItem>
        </Col>
      </Row>
      <FormItem
        name="paramValue"
        label={t('fields.paramValue')}
        rules={[...rule('paramValue'), fitsType]}
        dependencies={['valueType']}
        extra={t(`valueHint.${type}`)}
      >
        <ValueInput id="sysParameter-paramValue" type={type} confidential={confidential} keepsStored={keepsStored} />
      </FormItem>
      <FormItem name="description" label={t('fields.description')} rules={rule('description')}>
        <Input.TextArea id="sysParameter-description" rows={2} maxLength={500} />
      </FormItem>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormItem name="confidential" label={t('fields.confidential')} extra={t('confidentialHint')}>
            <Switch id="sysParameter-confidential" />
          </FormItem>
        </Col>
        <Col xs={24} sm={12}>
          <FormItem name="status" label={t('fields.status')}>
            <StatusSwitch id="sysParameter-status" />
          </FormItem>
        </Col>
      </Row>
    </>
  );
}
