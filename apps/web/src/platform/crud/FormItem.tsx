import { Form, type FormItemProps } from 'antd';
import { isValidElement } from 'react';

/**
 * antd's Form.Item whose label names its control. Our controls carry ids of their own (journeys and links
 * find them by it), and antd's label points at the id antd would have given, which then names nothing:
 * screen readers would meet an unlabelled field.
 */
export function FormItem<Values = unknown>(props: FormItemProps<Values>) {
  const { children } = props;
  const controlId =
    isValidElement<{ id?: unknown }>(children) && typeof children.props.id === 'string' ? children.props.id : undefined;
  // Only when the control has an id of its own: an `htmlFor` of undefined would override antd's own.
  return <Form.Item<Values> {...(controlId ? { htmlFor: controlId } : {})} {...props} />;
}
