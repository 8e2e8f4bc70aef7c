import { InputNumber, type InputNumberProps } from 'antd';

/**
 * A number field that keeps what the user typed. antd's `min` and `max` silently turn an entry out of
 * range into the nearest bound (a latitude of 999 becomes 90); here they only tell assistive technology
 * the range, and the field's contract rule refuses the value with its reason.
 */
export function NumberInput({ min, max, ...props }: InputNumberProps<number>) {
  return <InputNumber<number> aria-valuemin={min} aria-valuemax={max} {...props} />;
}
