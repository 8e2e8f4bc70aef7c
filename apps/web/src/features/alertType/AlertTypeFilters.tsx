import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLevelOptions } from '../../platform/alertLevels/AlertLevelTag';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { FormItem } from '../../platform/crud/FormItem';

/** The list's filters, named as AlertTypePageRequest names them. */
export function AlertTypeFilters() {
  const { t } = useTranslation(['alertType', 'crud']);
  const kioskTypes = useKioskTypeOptions();
  const levels = useLevelOptions();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  return (
    <>
      <FormItem name="keyword" label={t('crud:filter.keyword')}>
        <Input id="alertTypeFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
      </FormItem>
      <FormItem name="kioskType" label={t('fields.kioskType')}>
        <Select id="alertTypeFilterKioskType" allowClear options={kioskTypes} style={{ minWidth: 150 }} />
      </FormItem>
      <FormItem name="level" label={t('fields.level')}>
        <Select id="alertTypeFilterLevel" allowClear options={levels} style={{ minWidth: 120 }} />
      </FormItem>
      <FormItem name="status" label={t('fields.status')}>
        <Select id="alertTypeFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
      </FormItem>
    </>
  );
}
