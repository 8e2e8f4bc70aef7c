import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withFilters, type FilterValue, type Filters, type ListState } from './listState';
import type { ListStateUpdate } from './useListState';
import { FormItem } from './FormItem';

type FormValues = Record<string, unknown>;

interface FilterBarProps {
  id: string;
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
  /** The URL's filters as form values (e.g. a date range's texts as dayjs); as they are by default. */
  toForm?: (filters: Filters) => FormValues;
  /** Form values as URL filters; as they are by default. */
  fromForm?: (values: FormValues) => Record<string, FilterValue | null | undefined>;
  /** The filter fields: `Form.Item`s named after the filters. */
  children: ReactNode;
}

/** A list's filters: Search applies them (from the first page), Reset clears them. */
export function FilterBar({
  id,
  state,
  onStateChange,
  toForm = (filters) => filters,
  fromForm,
  children,
}: FilterBarProps) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<FormValues>();
  const convert = fromForm ?? ((values: FormValues) => values as Record<string, FilterValue | undefined>);
  const shown = JSON.stringify(state.filters);
  // When the URL's filters change (Reset, a tab or a link bringing others back) the fields show them, and
  // only them: resetting the store to the new initial values drops what was typed for the old ones.
  useEffect(() => form.resetFields(), [form, shown]);
  return (
    <Form
      id={id}
      form={form}
      layout="inline"
      initialValues={toForm(state.filters)}
      onFinish={(values) => onStateChange((current) => withFilters(current, convert(values)))}
      // Enter in a date range's first field moves on to its second one; it must not search with half a range.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).closest('.ant-picker-range')) event.preventDefault();
      }}
      style={{ rowGap: 8 }}
    >
      {children}
      <FormItem>
        <Space>
          <Button id={`${id}Search`} type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('filter.search')}
          </Button>
          <Button
            id={`${id}Reset`}
            icon={<ReloadOutlined />}
            onClick={() => onStateChange((current) => withFilters(current, {}))}
          >
            {t('filter.reset')}
          </Button>
        </Space>
      </FormItem>
    </Form>
  );
}
