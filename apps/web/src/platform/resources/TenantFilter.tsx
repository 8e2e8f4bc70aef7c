import { Select } from 'antd';
import { useTenantChoices } from './useTenantChoices';
import { FormItem } from '../crud/FormItem';

/**
 * A list filter by tenant (`tid`, or the page request's own `name` for it), shown only to callers who reach more
 * than one tenant.
 */
export function TenantFilter({ id, label, name = 'tid' }: { id: string; label: string; name?: string }) {
  const { choices } = useTenantChoices();
  if (choices.length <= 1) return null;
  return (
    <FormItem name={name} label={label}>
      <Select
        id={id}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={choices}
        style={{ minWidth: 160 }}
      />
    </FormItem>
  );
}
