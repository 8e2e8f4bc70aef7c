import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminUserPageRequest, localName, userManageActions, type AdminUser } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { FormItem } from '../../platform/crud/FormItem';
import { StatusTag } from '../../platform/crud/StatusTag';
import { USER_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { ADMIN_PATH } from '../../platform/navigation';
import { AdminRowActions } from './AdminRowActions';
import { ADMIN_PAGE_KEY, adminPageRequest, fetchAdminPage } from './api';
import { InviteButton } from './InviteDialog';
import { PlacementText } from './PlacementText';
import { ResourceSelect } from './ResourceSelect';
import { isLocked } from './signInLock';
import { useRoleOptions } from './useRoleOptions';

const NONE = '-';

/** Screen AdminList: the admin users in the caller's scope. */
export default function AdminListPage() {
  const { t } = useTranslation('userManage');
  const navigate = useNavigate();
  const roles = useRoleOptions();
  return (
    <Card id="adminListPage" title={t('listTitle')}>
      <FieldList<AdminUser>
        id="admin"
        // The journeys have always found these filters as #filterKeyword, #filterStatus…
        filterIdPrefix="filter"
        namespace="userManage"
        listName="adminList"
        pageRequest={AdminUserPageRequest}
        queryKey={ADMIN_PAGE_KEY}
        fetchPage={fetchAdminPage}
        rowKey="id"
        fields={[
          { name: 'loginId' },
          {
            name: 'adminName',
            columnTitle: 'fields.name',
            renderCell: (user) => user.fullName || user.adminName || NONE,
          },
          { name: 'email', renderCell: (user) => user.email || NONE },
          { name: 'mobileNo', renderCell: (user) => user.mobileNo || NONE },
          {
            name: 'roles',
            renderCell: (user, lang) => (
              <Flex wrap gap={4}>
                {user.roles.map((role) => (
                  <Tag key={role.id} color="blue">
                    {localName(role, lang)}
                  </Tag>
                ))}
              </Flex>
            ),
          },
          // Filtered by one role, shown as the user's roles.
          { name: 'roleId', valueType: 'select', options: roles, hideInTable: true, filterId: 'Role' },
          {
            name: 'status',
            valueType: 'status',
            palette: USER_STATUS,
            renderCell: (user) => (
              <Flex wrap gap={4}>
                <StatusTag status={user.status} palette={USER_STATUS} />
                {isLocked(user) && (
                  <Tooltip title={t('lockedHint')}>
                    <Tag icon={<LockOutlined />} color="warning" className="admin-locked">
                      {t('lockedUntil', { time: formatDate(user.lockedUntil) })}
                    </Tag>
                  </Tooltip>
                )}
              </Flex>
            ),
          },
          {
            name: 'tid',
            hideInTable: true,
            filterId: 'Tid',
            renderFilter: ({ id, label }) => (
              <FormItem name="tid" label={label}>
                <ResourceSelect id={id} type="Tenant" style={{ minWidth: 160 }} />
              </FormItem>
            ),
          },
          { name: 'scope', renderCell: (user) => <PlacementText user={user} /> },
          { name: 'lastLoginAt', renderCell: (user) => formatDate(user.lastLoginAt) || NONE },
          { name: 'lupdDttm', valueType: 'dateTime' },
        ]}
        extraColumns={[
          { key: 'actions', title: t('actions'), fixed: 'right', render: (_, user) => <AdminRowActions user={user} /> },
        ]}
        toolbar={(state) => (
          <>
            <Can action={userManageActions.add}>
              <Button id="adminNew" type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ADMIN_PATH)}>
                {t('new')}
              </Button>
            </Can>
            <Can action={userManageActions.invite}>
              <InviteButton />
            </Can>
            <ExportButton
              id="adminExport"
              module="adminList"
              action={userManageActions.export}
              filter={() => exportFilter(adminPageRequest(state))}
            />
          </>
        )}
      />
    </Card>
  );
}
