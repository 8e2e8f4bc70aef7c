import { Card, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionRow } from '@srd/contract';
import { useActionLabels } from '../../platform/actionLabels';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { FilterBar } from '../../platform/crud/FilterBar';
import { useListState } from '../../platform/crud/useListState';
import { ACTION_PAGE_KEY, fetchActionPage } from './api';
import { FormItem } from '../../platform/crud/FormItem';

const NONE = '-';

/** Screen Action: the registered actions as synced from the catalogue (read only). */
export default function ActionPage() {
  const { t } = useTranslation('catalogue');
  const [state, setState] = useListState();
  const labels = useActionLabels();
  const yesNo = [
    { value: 'true', label: t('yes') },
    { value: 'false', label: t('no') },
  ];
  const columns: EntityColumn<ActionRow>[] = [
    {
      key: 'domain',
      dataIndex: 'domain',
      title: t('fields.domain'),
      sorter: true,
      render: (_, action) => labels.domain(action.domain),
    },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('fields.name'),
      sorter: true,
      render: (_, action) => labels.action(action.domain, action.name),
    },
    { key: 'key', dataIndex: 'key', title: t('fields.key') },
    {
      key: 'method',
      title: t('fields.method'),
      render: (_, action) => (action.method ? <Tag>{action.method}</Tag> : NONE),
    },
    { key: 'path', title: t('fields.path'), render: (_, action) => action.path ?? NONE },
    { key: 'menuTitle', title: t('fields.menuTitle'), render: (_, action) => menuTitle(action) },
    {
      key: 'isMenu',
      title: t('fields.isMenu'),
      render: (_, action) => (action.isMenu ? <Tag color="blue">{t('yes')}</Tag> : t('no')),
    },
    {
      key: 'active',
      title: t('fields.active'),
      render: (_, action) =>
        action.active ? <Tag color="success">{t('yes')}</Tag> : <Tag color="warning">{t('no')}</Tag>,
    },
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
      <FilterBar id="actionFilters" state={state} onStateChange={setState}>
        <FormItem name="domain" label={t('filters.domain')}>
          <Input id="actionFilterDomain" allowClear maxLength={60} />
        </FormItem>
        <FormItem name="keyword" label={t('filters.keyword')}>
          <Input id="actionFilterKeyword" allowClear placeholder={t('filters.keywordHint')} maxLength={120} />
        </FormItem>
        <FormItem name="isMenu" label={t('filters.isMenu')}>
          <Select id="actionFilterIsMenu" allowClear options={yesNo} style={{ minWidth: 100 }} />
        </FormItem>
      </FilterBar>
      <EntityTable<ActionRow>
        id="actionTable"
        listName="actionList"
        queryKey={ACTION_PAGE_KEY}
        fetchPage={fetchActionPage}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
      />
    </Card>
  );
}
