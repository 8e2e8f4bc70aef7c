import { Col, Select, type ColProps, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodRule } from '../../platform/crud/zodRule';
import { useRoleOptions } from './useRoleOptions';
import { FormItem } from '../../platform/crud/FormItem';

const HALF: ColProps = { xs: 24, md: 12 };
export const THIRD: ColProps = { xs: 24, md: 8 };

/** One field of the admin forms: labelled by `fields.<name>`, checked by its contract schema. */
export function AdminField({
  name,
  schema,
  span = HALF,
  children,
}: {
  name: string;
  schema: z.ZodType;
  span?: ColProps;
  children: ReactNode;
}) {
  const { t } = useTranslation('userManage');
  return (
    <Col {...span}>
      <FormItem name={name} label={t(`fields.${name}` as never)} rules={[zodRule(schema)]}>
        {children}
      </FormItem>
    </Col>
  );
}

/** The roles the caller may give, named in the UI language. */
export function RolesSelect(props: SelectProps<number[]>) {
  const roles = useRoleOptions();
  return <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={roles} {...props} />;
}
