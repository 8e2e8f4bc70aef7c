import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { roleActions, type Role } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { useListState } from '../../platform/crud/useListState';
import { useLang } from '../../platform/i18n';
import { fetchRolePage, NUMERIC_FILTERS, ROLE_PAGE_KEY, ROLE_PATH, rolePageRequest } from './api';
import { roleColumns } from './roleColumns';
import { RoleFilters } from './RoleFilters';
import { RoleRowActions } from './RoleRowActions';

const LIST_STATE = { numeric: NUMERIC_FILTERS };

/** Screen RoleList: the roles, with their type, levels and data scope. */
export default function RoleListPage() {
  const { t } = useTranslation('role');
  const lang = useLang();
  const navigate = useNavigate();
  const [state, setState] = useListState(LIST_STATE);
  const columns: EntityColumn<Role>[] = [
    ...roleColumns(t, lang),
    { key: 'actions', title: t('actions'), fixed: 'right', render: (_, role) => <RoleRowActions role={role} /> },
  ];
  return (
    <Card id="roleListPage" title={t('listTitle')}>
      <RoleFilters state={state} onStateChange={setState} />
      <EntityTable<Role>
        id="roleTable"
        listName="roleList"
        queryKey={ROLE_PAGE_KEY}
        fetchPage={fetchRolePage}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <>
            <Can action={roleActions.add}>
              <Button id="roleNew" type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ROLE_PATH)}>
                {t('new')}
              </Button>
            </Can>
            <ExportButton
              id="roleExport"
              module="roleList"
              action={roleActions.export}
              filter={() => exportFilter(rolePageRequest(state))}
            />
          </>
        }
      />
    </Card>
  );
}
