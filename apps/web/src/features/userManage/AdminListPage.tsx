import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userManageActions, type AdminUser } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { useListState } from '../../platform/crud/useListState';
import { useLang } from '../../platform/i18n';
import { ADMIN_PATH } from '../../platform/navigation';
import { adminColumns } from './adminColumns';
import { AdminFilters } from './AdminFilters';
import { AdminRowActions } from './AdminRowActions';
import { InviteButton } from './InviteDialog';
import { ADMIN_PAGE_KEY, adminPageRequest, fetchAdminPage, NUMERIC_FILTERS } from './api';

const LIST_STATE = { numeric: NUMERIC_FILTERS };

/** Screen AdminList: the admin users in the caller's scope. */
export default function AdminListPage() {
  const { t } = useTranslation('userManage');
  const lang = useLang();
  const navigate = useNavigate();
  const [state, setState] = useListState(LIST_STATE);
  const columns: EntityColumn<AdminUser>[] = [
    ...adminColumns(t, lang),
    { key: 'actions', title: t('actions'), fixed: 'right', render: (_, user) => <AdminRowActions user={user} /> },
  ];
  return (
    <Card id="adminListPage" title={t('listTitle')}>
      <AdminFilters state={state} onStateChange={setState} />
      <EntityTable<AdminUser>
        id="adminTable"
        listName="adminList"
        queryKey={ADMIN_PAGE_KEY}
        fetchPage={fetchAdminPage}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
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
        }
      />
    </Card>
  );
}
