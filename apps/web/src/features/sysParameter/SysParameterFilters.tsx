import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useValueTypeOptions } from './valueTypes';
import { FormItem } from '../../platform/crud/FormItem';

/** The list's filters, named as SysParameterPageRequest names them. */
export function SysParameterFilters() {
  const { t } = useTranslation(['sysParameter', 'crud']);
  const valueTypes = useValueTypeOptions();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  return (
    <>
      <FormItem name="keyword" label={t('crud:filter.keyword')}>
        <Input id="sysParameterFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
      </FormItem>
      <FormItem name="valueType" label={t('fields.valueType')}>
        <Select id="sysParameterFilterValueType" allowClear options={valueTypes} style={{ minWidth: 120 }} />
      </FormItem>
      <FormItem name="status" label={t('fields.status')}>
        <Select id="sysParameterFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
      </FormItem>
    </>
  );
}
