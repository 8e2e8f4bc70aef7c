import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useUnitOptions } from './units';
import { FormItem } from '../../platform/crud/FormItem';

/** The list's filters, named as MaterialTypePageRequest names them. */
export function MaterialTypeFilters() {
  const { t } = useTranslation(['materialType', 'crud']);
  const kioskTypes = useKioskTypeOptions();
  const units = useUnitOptions();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  return (
    <>
      <FormItem name="keyword" label={t('crud:filter.keyword')}>
        <Input id="materialTypeFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
      </FormItem>
      <FormItem name="kioskType" label={t('fields.kioskType')} tooltip={t('kioskTypeFilterHint')}>
        <Select id="materialTypeFilterKioskType" allowClear options={kioskTypes} style={{ minWidth: 150 }} />
      </FormItem>
      <FormItem name="unit" label={t('fields.unit')}>
        <Select id="materialTypeFilterUnit" allowClear options={units} style={{ minWidth: 120 }} />
      </FormItem>
      <FormItem name="status" label={t('fields.status')}>
        <Select id="materialTypeFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
      </FormItem>
    </>
  );
}
