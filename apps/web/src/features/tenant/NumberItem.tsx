import { Col, Switch, type FormRule } from 'antd';
import type { z } from 'zod';
import { NumberInput } from '../../platform/crud/NumberInput';
import { zodRule } from '../../platform/crud/zodRule';
import { FormItem } from '../../platform/crud/FormItem';

const cell = { xs: 24, sm: 12, lg: 6 };

interface NumberItemProps {
  path: [string, string];
  label: string;
  schema: z.ZodType;
  /** Money: two decimals. */
  money?: boolean;
  rules?: FormRule[];
  dependencies?: [string, string][];
}

/** One number of a config group, checked by its contract schema, in a responsive grid cell. */
export function NumberItem({ path, label, schema, money, rules = [], dependencies }: NumberItemProps) {
  return (
    <Col {...cell}>
      <FormItem name={path} label={label} rules={[zodRule(schema), ...rules]} dependencies={dependencies}>
        <NumberInput id={`tenant-${path.join('-')}`} min={0} precision={money ? 2 : 0} style={{ width: '100%' }} />
      </FormItem>
    </Col>
  );
}

/** One on/off setting of a config group. */
export function SwitchItem({ path, label }: { path: [string, string]; label: string }) {
  return (
    <Col {...cell}>
      <FormItem name={path} label={label} valuePropName="checked">
        <Switch id={`tenant-${path.join('-')}`} />
      </FormItem>
    </Col>
  );
}
