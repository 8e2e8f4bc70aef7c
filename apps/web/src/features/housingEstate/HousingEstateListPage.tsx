import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AddressEstatePageRequest, housingEstateActions, type AddressEstate } from '@srd/contract';
import { pageRequest } from '../../platform/crud/entityApi';
import { EntityRowActions } from '../../platform/crud/EntityRowActions';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { FormItem } from '../../platform/crud/FormItem';
import { useDevice } from '../../platform/device';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { ESTATE_PATH, estateApi } from './api';
import { useDistrictOptions } from './districts';
import { estateAddress, estateOwner } from './estateText';
import { useEstateAccess } from './useEstateAccess';

/** Screen HousingEstateList: the estates the caller reaches, shared ones included; each opens its detail page. */
export default function HousingEstateListPage() {
  const { t } = useTranslation(['housingEstate', 'crud']);
  const lang = useLang();
  const navigate = useNavigate();
  const mobile = useDevice() === 'mobile';
  const access = useEstateAccess();
  const tenants = useTenantChoices();
  const { regions, districts } = useDistrictOptions();
  const open = (row: AddressEstate, tab?: string) =>
    void navigate(`${ESTATE_PATH}?id=${row.id}${tab ? `&tab=${tab}` : ''}`);
  return (
    <Card id="estateListPage" title={t('title')}>
      <FieldList<AddressEstate>
        id="estate"
        namespace="housingEstate"
        listName="housingEstateList"
        pageRequest={AddressEstatePageRequest}
        queryKey={[...estateApi.queryKey, 'page']}
        fetchPage={estateApi.page}
        rowKey="id"
        fields={[
          {
            name: 'name',
            renderCell: (row) => (
              <Link to={`${ESTATE_PATH}?id=${row.id}`} className="estate-link">
                {localName(row, lang)}
              </Link>
            ),
          },
          // The address in the UI language, whichever translation that is.
          { name: 'address', columnTitle: 'addressColumn', ellipsis: true, renderCell: estateAddress },
          {
            name: 'district',
            valueType: 'select',
            options: districts,
            renderCell: (row) => (row.district ? t(`district.${row.district}`) : ''),
          },
          {
            name: 'region',
            valueType: 'select',
            options: regions,
            renderCell: (row) => (row.region ? t(`region.${row.region}`) : ''),
          },
          {
            name: 'tid',
            filterId: 'Tenant',
            renderCell: (row) => estateOwner(row, lang, t),
            // Only for those who reach a tenant; shared estates are everyone's.
            renderFilter: ({ id, label }) =>
              tenants.choices.length > 0 && (
                <FormItem name="tid" label={label}>
                  <Select
                    id={id}
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    options={tenants.choices}
                    style={{ minWidth: 160 }}
                  />
                </FormItem>
              ),
          },
          { name: 'buildingCount' },
          {
            name: 'lat',
            columnKey: 'location',
            renderCell: (row) => (row.lat === null || row.lon === null ? '' : `${row.lat}, ${row.lon}`),
          },
          { name: 'status', valueType: 'status' },
          { name: 'lupdDttm', valueType: 'dateTime' },
        ]}
        extraColumns={[
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
        ]}
        toolbar={(state) => (
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
        )}
      />
    </Card>
  );
}
