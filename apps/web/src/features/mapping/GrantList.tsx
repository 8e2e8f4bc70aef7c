import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, sysAuditLogActions, userManageActions, type AdminMappingRow } from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { ADMIN_PATH } from '../../platform/navigation';
import { fetchGrantPage, MAPPING_KEY } from './api';
import { GrantFilters } from './GrantFilters';
import { typeOfId, useTypeLabel } from './resourceTypes';

/**
 * Every grant of the admins in the caller's scope, paged. Its paging stays in the screen: the URL
 * holds the editor's admin and type, which a row's Open sets.
 */
export function GrantList() {
  const { t } = useTranslation(['mapping', 'crud']);
  const lang = useLang();
  const typeLabel = useTypeLabel();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const can = useCan();
  // The history is the admin's audit trail on the Admin screen.
  const mayReadHistory = can(userManageActions.view) && can(sysAuditLogActions.view);
  const [state, setState] = useState<ListState>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} });

  const columns: EntityColumn<AdminMappingRow>[] = [
    {
      key: 'loginId',
      title: t('fields.admin'),
      sorter: true,
      render: (_, row) => (
        <Flex vertical>
          <span>{row.loginId}</span>
          {row.adminName && <Typography.Text type="secondary">{row.adminName}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'resTypeId',
      title: t('fields.resTypeId'),
      sorter: true,
      render: (_, row) => {
        const type = typeOfId(row.resTypeId);
        return type ? typeLabel(type) : row.resTypeId;
      },
    },
    {
      key: 'resource',
      title: t('fields.resource'),
      render: (_, row) => localName({ name: row.resName, nameCht: row.resNameCht, nameChs: row.resNameChs }, lang),
    },
    { key: 'creDttm', title: t('fields.creDttm'), sorter: true, render: (_, row) => formatDate(row.creDttm) },
    {
      key: 'actions',
      title: t('fields.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            className="grant-open"
            onClick={() =>
              setParams(
                { tab: 'admins', adminId: String(row.adminId), type: typeOfId(row.resTypeId) ?? '' },
                { replace: true },
              )
            }
          >
            {t('open')}
          </Button>
          {mayReadHistory && (
            <Button
              type="link"
              size="small"
              className="grant-history"
              onClick={() => void navigate(`${ADMIN_PATH}?id=${row.adminId}&tab=history`)}
            >
              {t('crud:form.history')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap="small">
      <GrantFilters state={state} onStateChange={setState} />
      <EntityTable<AdminMappingRow>
        id="grantTable"
        queryKey={[...MAPPING_KEY, 'page']}
        fetchPage={fetchGrantPage}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
      />
    </Flex>
  );
}
