import { PlusOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localName, tenantActions, TenantPageRequest, type Tenant } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { FormItem } from '../../platform/crud/FormItem';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useProfile } from '../../platform/profile';
import { TENANT_PATH, tenantApi, tenantPageRequest } from './api';
import { useSysClientChoices } from './tenantOptions';
import { TenantRowActions } from './TenantRowActions';

/** Screen TenantList: the tenants the caller reaches, with their status, period and modes. */
export default function TenantListPage() {
  const { t } = useTranslation('tenant');
  const navigate = useNavigate();
  const clients = useSysClientChoices();
  const { accessAllData } = useProfile();
  return (
    <Card id="tenantListPage" title={t('listTitle')}>
      <FieldList<Tenant>
        id="tenant"
        namespace="tenant"
        listName="tenantList"
        pageRequest={TenantPageRequest}
        queryKey={tenantApi.queryKey}
        fetchPage={tenantApi.page}
        rowKey="id"
        fields={[
          { name: 'id', columnProps: { width: 72 } },
          {
            name: 'name',
            // The logo beside the name, which wraps on a narrow screen.
            renderCell: (row, lang) => (
              <Flex gap={8} align="center">
                {row.logo && <Avatar src={row.logo} size="small" shape="square" style={{ flexShrink: 0 }} />}
                {localName(row, lang)}
              </Flex>
            ),
          },
          { name: 'shortName' },
          {
            name: 'sysClientId',
            filterId: 'SysClient',
            renderCell: (row, lang) =>
              row.sysClientName === null
                ? '-'
                : localName(
                    {
                      name: row.sysClientName,
                      nameCht: row.sysClientNameCht ?? '',
                      nameChs: row.sysClientNameChs ?? '',
                    },
                    lang,
                  ),
            // Only for those who reach a system client.
            renderFilter: ({ id, label }) =>
              clients.length > 0 && (
                <FormItem name="sysClientId" label={label}>
                  <Select
                    id={id}
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    options={clients}
                    style={{ minWidth: 160 }}
                  />
                </FormItem>
              ),
          },
          { name: 'subdomain' },
          // The SPEC colours: Disable warning, Active success, Draft danger, Pending primary, Expired info.
          { name: 'status', valueType: 'status', palette: ENTITY_STATUS },
          { name: 'effectiveDate', renderCell: (row) => row.effectiveDate ?? '-' },
          { name: 'expiryDate', renderCell: (row) => row.expiryDate ?? t('openEnded') },
          { name: 'modes', renderCell: (row) => row.modes.map((mode) => <Tag key={mode}>{t(`modes.${mode}`)}</Tag>) },
          // A laptop has no room for all twelve columns: these two show when picked.
          { name: 'defaultLang', renderCell: (row) => t(`langs.${row.defaultLang}`), hiddenByDefault: true },
          { name: 'lupdDttm', valueType: 'dateTime', hiddenByDefault: true },
        ]}
        extraColumns={[
          {
            key: 'actions',
            title: t('actions'),
            fixed: 'right',
            render: (_, tenant) => <TenantRowActions tenant={tenant} />,
          },
        ]}
        toolbar={(state) => (
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
        )}
      />
    </Card>
  );
}
