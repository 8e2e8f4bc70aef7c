import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';

interface DayFieldProps {
  id?: string;
  /** The contract's calendar day, YYYY-MM-DD. */
  value?: string | null;
  onChange?: (day: string | null) => void;
  /** Days before this one (YYYY-MM-DD) cannot be picked. */
  earliest?: string;
  allowClear?: boolean;
}

/** A calendar day as a form control whose value is the YYYY-MM-DD text the contract uses, not a dayjs object. */
export function DayField({ id, value, onChange, earliest, allowClear = true }: DayFieldProps) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      format={DAY}
      allowClear={allowClear}
      disabledDate={earliest ? (day: Dayjs) => day.format(DAY) < earliest : undefined}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(DAY) : null)}
      style={{ width: '100%' }}
    />
  );
}
