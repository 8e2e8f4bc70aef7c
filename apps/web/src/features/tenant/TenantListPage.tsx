import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tenantActions, type Tenant } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FilterBar } from '../../platform/crud/FilterBar';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useListState } from '../../platform/crud/useListState';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { TENANT_LIST_STATE, TENANT_PATH, tenantApi, tenantPageRequest } from './api';
import { tenantColumns } from './tenantColumns';
import { useSysClientChoices } from './tenantOptions';
import { TenantRowActions } from './TenantRowActions';
import { FormItem } from '../../platform/crud/FormItem';

/** Screen TenantList: the tenants the caller reaches, with their status, period and modes. */
export default function TenantListPage() {
  const { t } = useTranslation(['tenant', 'crud']);
  const lang = useLang();
  const navigate = useNavigate();
  const [state, setState] = useListState(TENANT_LIST_STATE);
  const statuses = useStatusOptions(ENTITY_STATUS);
  const clients = useSysClientChoices();
  const { accessAllData } = useProfile();
  const columns: EntityColumn<Tenant>[] = [
    ...tenantColumns(t, lang),
    {
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_, tenant) => <TenantRowActions tenant={tenant} />,
    },
  ];
  return (
    <Card id="tenantListPage" title={t('listTitle')}>
      <FilterBar id="tenantFilters" state={state} onStateChange={setState}>
        <FormItem name="keyword" label={t('crud:filter.keyword')}>
          <Input id="tenantFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
        </FormItem>
        <FormItem name="status" label={t('fields.status')}>
          <Select id="tenantFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
        </FormItem>
        {clients.length > 0 && (
          <FormItem name="sysClientId" label={t('fields.sysClientId')}>
            <Select
              id="tenantFilterSysClient"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={clients}
              style={{ minWidth: 160 }}
            />
          </FormItem>
        )}
      </FilterBar>
      <EntityTable<Tenant>
        id="tenantTable"
        listName="tenantList"
        queryKey={tenantApi.queryKey}
        fetchPage={tenantApi.page}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <>
            {/* Only access-all-data callers create tenants (the server refuses others: 1004). */}
            {accessAllData && (
              <Can action={tenantActions.add}>
                <Button
                  id="tenantNew"
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => void navigate(TENANT_PATH)}
                >
                  {t('new')}
                </Button>
              </Can>
            )}
            <ExportButton
              id="tenantExport"
              module="tenantList"
              action={tenantActions.export}
              filter={() => exportFilter(tenantPageRequest(state))}
            />
          </>
        }
      />
    </Card>
  );
}
