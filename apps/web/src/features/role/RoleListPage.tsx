import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localName, roleActions, RolePageRequest, type Role } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { fetchRolePage, ROLE_PAGE_KEY, ROLE_PATH, rolePageRequest } from './api';
import { ROLE_STATUS, useRoleTypeOptions } from './roleOptions';
import { RoleRowActions } from './RoleRowActions';

/** Screen RoleList: the roles, with their type, levels and data scope. */
export default function RoleListPage() {
  const { t } = useTranslation('role');
  const navigate = useNavigate();
  const types = useRoleTypeOptions();
  return (
    <Card id="roleListPage" title={t('listTitle')}>
      <FieldList<Role>
        id="role"
        namespace="role"
        listName="roleList"
        pageRequest={RolePageRequest}
        queryKey={ROLE_PAGE_KEY}
        fetchPage={fetchRolePage}
        rowKey="id"
        fields={[
          {
            name: 'name',
            renderCell: (role, lang) => (
              <>
                {localName(role, lang)}
                {role.isSuper && (
                  <Tag color="gold" style={{ marginInlineStart: 8 }}>
                    {t('super')}
                  </Tag>
                )}
              </>
            ),
          },
          { name: 'type', valueType: 'select', options: types },
          { name: 'levelMin', columnKey: 'level', renderCell: (role) => `${role.levelMin} – ${role.levelMax}` },
          {
            name: 'accessAllData',
            renderCell: (role) => (role.accessAllData ? <Tag color="blue">{t('yes')}</Tag> : t('no')),
          },
          { name: 'status', valueType: 'status', palette: ROLE_STATUS },
          { name: 'lupdDttm', valueType: 'dateTime' },
        ]}
        extraColumns={[
          { key: 'actions', title: t('actions'), fixed: 'right', render: (_, role) => <RoleRowActions role={role} /> },
        ]}
        toolbar={(state) => (
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
        )}
      />
    </Card>
  );
}
