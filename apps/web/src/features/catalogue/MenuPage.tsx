import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuActions, type MenuEntry } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { fetchMenuTree, MENU_TREE_KEY } from './api';
import { MenuEditDialog } from './MenuEditDialog';
import { tableRows } from './menuTree';

const NONE = '-';

/** Screen Menu: the whole menu tree, each entry's order, icon, visibility and parent editable. */
export default function MenuPage() {
  const { t } = useTranslation(['catalogue', 'menu']);
  const tree = useQuery({ queryKey: MENU_TREE_KEY, queryFn: fetchMenuTree });
  const [editing, setEditing] = useState<MenuEntry>();
  const rows = useMemo(() => tableRows(tree.data ?? []), [tree.data]);
  const titleOf = (entry: MenuEntry) => t(entry.key as never, { ns: 'menu', defaultValue: entry.title });
  const flag = (on: boolean) => (on ? <Tag color="blue">{t('yes')}</Tag> : t('no'));
  const columns: TableColumnsType<MenuEntry> = [
    {
      key: 'title',
      title: t('fields.title'),
      render: (_, entry) => (
        <span className="menu-title" data-key={entry.key}>
          {titleOf(entry)}
        </span>
      ),
    },
    { key: 'path', dataIndex: 'path', title: t('fields.path') },
    { key: 'screen', title: t('fields.screen'), render: (_, entry) => entry.screen ?? NONE },
    { key: 'icon', title: t('fields.icon'), render: (_, entry) => entry.icon || NONE },
    { key: 'order', dataIndex: 'order', title: t('fields.order') },
    { key: 'hidden', title: t('fields.hidden'), render: (_, entry) => flag(entry.hidden) },
    { key: 'alwaysShow', title: t('fields.alwaysShow'), render: (_, entry) => flag(entry.alwaysShow) },
    {
      key: 'actions',
      title: t('fields.actions'),
      fixed: 'right',
      render: (_, entry) => (
        <Can action={menuActions.edit}>
          <Button type="link" size="small" className="menu-edit" data-key={entry.key} onClick={() => setEditing(entry)}>
            {t('edit')}
          </Button>
        </Can>
      ),
    },
  ];
  return (
    <Card id="menuPage" title={t('menuTitle')}>
      <Alert id="menuNote" type="info" showIcon title={t('menuNote')} style={{ marginBottom: 16 }} />
      {/* Mounted with its rows, so that every group starts expanded. */}
      {tree.data ? (
        <Table<MenuEntry>
          id="menuTable"
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{ defaultExpandAllRows: true }}
        />
      ) : (
        <Spin style={{ display: 'block', margin: 48 }} />
      )}
      {editing && (
        <MenuEditDialog
          entry={editing}
          tree={tree.data ?? []}
          titleOf={titleOf}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
