import { Select, type SelectProps } from 'antd';
import type { MappingResourceTypeName } from '@srd/contract';
import { useLang } from '../../platform/i18n';
import { useResourceOptions } from '../../platform/resources/useResourceOptions';
import { choicesOf } from '../../platform/resources/resourceOptions';

type ResourceSelectProps = Omit<SelectProps<number | null>, 'options' | 'showSearch'> & {
  type: MappingResourceTypeName;
  /** Only the resources under this parent (their `pId`); all of them when unset. */
  parentId?: number | null;
};

/** A searchable, clearable select of the resources of a type the caller reaches, named in the UI language. */
export function ResourceSelect({ type, parentId, value, ...props }: ResourceSelectProps) {
  const lang = useLang();
  const options = useResourceOptions(type);
  return (
    <Select<number | null>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      options={choicesOf(options, lang, { parentId, current: value })}
      {...props}
    />
  );
}
