import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Lang, PubContent } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { formatDate } from '../../platform/format/date';
import { contentTitle, PUB_CONTENT_DETAIL_PATH, publicPath } from './api';

export function pubContentColumns(
  t: TFunction<'pubContent'>,
  lang: Lang,
  tenantName: (tid: number | null) => string,
): EntityColumn<PubContent>[] {
  return [
    {
      key: 'title',
      title: t('fields.title'),
      sorter: true,
      render: (_, row) => (
        <Link className="pub-content-detail" to={`${PUB_CONTENT_DETAIL_PATH}?id=${row.id}`}>
          {contentTitle(row, lang)}
        </Link>
      ),
    },
    {
      key: 'slug',
      title: t('fields.slug'),
      sorter: true,
      render: (_, row) => (
        <a className="pub-content-public" href={publicPath(row)} target="_blank" rel="noopener noreferrer">
          {row.slug}
        </a>
      ),
    },
    { key: 'tid', title: t('fields.tid'), render: (_, row) => tenantName(row.tid) },
    { key: 'status', title: t('fields.status'), sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
    {
      key: 'publishDate',
      title: t('fields.publishDate'),
      sorter: true,
      render: (_, row) => row.publishDate ?? t('whenActive'),
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
