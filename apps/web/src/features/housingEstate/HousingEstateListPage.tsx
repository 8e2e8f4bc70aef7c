import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { housingEstateActions, type AddressEstate } from '@srd/contract';
import { pageRequest } from '../../platform/crud/entityApi';
import { EntityRowActions } from '../../platform/crud/EntityRowActions';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FilterBar } from '../../platform/crud/FilterBar';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useListState } from '../../platform/crud/useListState';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useDevice } from '../../platform/device';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { ESTATE_LIST_STATE, ESTATE_PATH, estateApi } from './api';
import { useDistrictOptions } from './districts';
import { estateColumns } from './estateColumns';
import { useEstateAccess } from './useEstateAccess';
import { FormItem } from '../../platform/crud/FormItem';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

/** Screen HousingEstateList: the estates the caller reaches, shared ones included; each opens its detail page. */
export default function HousingEstateListPage() {
  const { t } = useTranslation(['housingEstate', 'crud']);
  const lang = useLang();
  const navigate = useNavigate();
  const mobile = useDevice() === 'mobile';
  const [state, setState] = useListState(ESTATE_LIST_STATE);
  const access = useEstateAccess();
  const tenants = useTenantChoices();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  const { regions, districts } = useDistrictOptions();
  const open = (row: AddressEstate, tab?: string) =>
    void navigate(`${ESTATE_PATH}?id=${row.id}${tab ? `&tab=${tab}` : ''}`);

  const [nameColumn, ...others] = estateColumns(t, lang);
  const columns: EntityColumn<AddressEstate>[] = [
    {
      ...nameColumn!,
      render: (_, row) => (
        <Link to={`${ESTATE_PATH}?id=${row.id}`} className="estate-link">
          {localName(row, lang)}
        </Link>
      ),
    },
    ...others,
    {
      key: 'actions',
      title: t('crud:entity.actions'),
      fixed: mobile ? undefined : 'right',
      render: (_, row) => (
        <EntityRowActions<AddressEstate>
          row={row}
          name={localName(row, lang)}
          noun={t('noun')}
          api={estateApi}
          access={access.estate(row)}
          onEdit={(edited) => open(edited)}
          onHistory={(shown) => open(shown, 'history')}
        />
      ),
    },
  ];
  return (
    <Card id="estateListPage" title={t('title')}>
      <FilterBar id="estateFilters" state={state} onStateChange={setState}>
        <FormItem name="keyword" label={t('crud:filter.keyword')}>
          <Input id="estateFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
        </FormItem>
        <FormItem name="region" label={t('fields.region')}>
          <Select id="estateFilterRegion" allowClear options={regions} style={{ minWidth: 140 }} />
        </FormItem>
        <FormItem name="district" label={t('fields.district')}>
          <Select
            id="estateFilterDistrict"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={districts}
            style={{ minWidth: 160 }}
          />
        </FormItem>
        {tenants.choices.length > 0 && (
          <FormItem name="tid" label={t('fields.tid')}>
            <Select
              id="estateFilterTenant"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={tenants.choices}
              style={{ minWidth: 160 }}
            />
          </FormItem>
        )}
        <FormItem name="status" label={t('fields.status')}>
          <Select id="estateFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
        </FormItem>
      </FilterBar>
      <EntityTable<AddressEstate>
        id="estateTable"
        listName="housingEstateList"
        queryKey={[...estateApi.queryKey, 'page']}
        fetchPage={estateApi.page}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <>
            {access.addEstate && (
              <Button id="estateNew" type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ESTATE_PATH)}>
                {t('crud:entity.new')}
              </Button>
            )}
            <ExportButton
              id="estateExport"
              module="housingEstateList"
              action={housingEstateActions.export}
              filter={() => exportFilter(pageRequest(state))}
            />
          </>
        }
      />
    </Card>
  );
}
