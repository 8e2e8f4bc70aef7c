import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionPageRequest, type ActionRow } from '@srd/contract';
import { useActionLabels } from '../../platform/actionLabels';
import { FieldList } from '../../platform/crud/FieldList';
import { ACTION_PAGE_KEY, fetchActionPage } from './api';

const NONE = '-';

/** Screen Action: the registered actions as synced from the catalogue (read only). */
export default function ActionPage() {
  const { t } = useTranslation('catalogue');
  const labels = useActionLabels();
  const yesNo = [
    { value: 'true', label: t('yes') },
    { value: 'false', label: t('no') },
  ];
  // A view action's menu title is its screen's, the domain's name; another action's is what it does.
  const menuTitle = (action: ActionRow) =>
    !action.menuTitle
      ? NONE
      : action.name === 'view'
        ? labels.domain(action.domain, action.menuTitle)
        : labels.action(action.domain, action.name, action.menuTitle);
  return (
    <Card id="actionPage" title={t('actionTitle')}>
      <FieldList<ActionRow>
        id="action"
        namespace="catalogue"
        listName="actionList"
        pageRequest={ActionPageRequest}
        queryKey={ACTION_PAGE_KEY}
        fetchPage={fetchActionPage}
        rowKey="id"
        fields={[
          { name: 'domain', renderCell: (action) => labels.domain(action.domain) },
          { name: 'name', renderCell: (action) => labels.action(action.domain, action.name) },
          { name: 'key' },
          { name: 'method', renderCell: (action) => (action.method ? <Tag>{action.method}</Tag> : NONE) },
          { name: 'path', renderCell: (action) => action.path ?? NONE },
          { name: 'menuTitle', renderCell: menuTitle },
          {
            name: 'isMenu',
            valueType: 'select',
            options: yesNo,
            renderCell: (action) => (action.isMenu ? <Tag color="blue">{t('yes')}</Tag> : t('no')),
          },
          {
            name: 'active',
            renderCell: (action) =>
              action.active ? <Tag color="success">{t('yes')}</Tag> : <Tag color="warning">{t('no')}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
