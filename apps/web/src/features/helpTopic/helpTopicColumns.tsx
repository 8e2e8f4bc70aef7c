import type { TFunction } from 'i18next';
import type { HelpTopic, Lang } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { topicTitle } from './api';

export function helpTopicColumns(t: TFunction<'helpTopic'>, lang: Lang): EntityColumn<HelpTopic>[] {
  return [
    { key: 'title', title: t('fields.title'), sorter: true, render: (_, row) => topicTitle(row, lang) },
    { key: 'category', dataIndex: 'category', title: t('fields.category'), sorter: true },
    { key: 'sortOrder', dataIndex: 'sortOrder', title: t('fields.sortOrder'), sorter: true },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, row) => <StatusTag status={row.status} palette={ON_OFF_STATUS} />,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
