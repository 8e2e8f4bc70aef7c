import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { FormItem } from '../../platform/crud/FormItem';
import { useMaterialTypeOptions } from '../../platform/materialTypes';

/** The list's filters, named as BarcodePageRequest names them. */
export function BarcodeFilters() {
  const { t } = useTranslation(['barcode', 'crud']);
  const statuses = useStatusOptions(ON_OFF_STATUS);
  // Disabled materials too: their barcodes are still listed.
  const materials = useMaterialTypeOptions()?.map((option) => ({ value: option.id, label: option.label }));
  return (
    <>
      <FormItem name="keyword" label={t('crud:filter.keyword')}>
        <Input id="barcodeFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
      </FormItem>
      <FormItem name="materialTypeId" label={t('fields.materialTypeId')}>
        <Select
          id="barcodeFilterMaterial"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={!materials}
          options={materials}
          style={{ minWidth: 160 }}
        />
      </FormItem>
      <FormItem name="status" label={t('fields.status')}>
        <Select id="barcodeFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
      </FormItem>
    </>
  );
}
