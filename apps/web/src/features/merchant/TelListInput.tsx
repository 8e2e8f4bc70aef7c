import { Select } from 'antd';
import { normaliseTel, splitTel } from '@srd/contract';

interface TelListInputProps {
  id?: string;
  /** The numbers joined by ", " (as stored); null: none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
}

/** A shop's tel list: one tag a number; typing a comma or semicolon (or pasting a list) splits it. */
export function TelListInput({ id, value, onChange, placeholder }: TelListInputProps) {
  return (
    <Select<string[]>
      id={id}
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', ';', '，', '；']}
      placeholder={placeholder}
      value={value ? splitTel(value) : []}
      onChange={(numbers) => onChange?.(normaliseTel(numbers.join(',')) || null)}
    />
  );
}
