import { Form, type FormItemProps } from 'antd';
import { isValidElement } from 'react';

/**
 * antd's Form.Item whose label names its control. Our controls carry ids of their own (journeys and links
 * find them by it), and antd's label points at the id antd would have given, which then names nothing:
 * screen readers would meet an unlabelled field.
 */
export function FormItem<Values = unknown>(props: FormItemProps<Values>) {
  const { children } = props;
  const controlId = isValidElement<{ id?: unknown }>(children) && typeof children.props.id === 'string' ? children.props.id : undefined;
  return <Form.Item<Values> htmlFor={controlId} {...props} />;
}
