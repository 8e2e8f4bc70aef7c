import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Lang, LatestNews } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { formatDate } from '../../platform/format/date';
import { LATEST_NEWS_DETAIL_PATH, newsTitle } from './api';
import { NewsImage } from './NewsImage';

export function latestNewsColumns(
  t: TFunction<'latestNews'>,
  lang: Lang,
  tenantName: (tid: number | null) => string,
): EntityColumn<LatestNews>[] {
  return [
    {
      key: 'imageFileId',
      title: t('fields.imageFileId'),
      render: (_, row) =>
        row.imageFileId ? (
          <NewsImage fileId={row.imageFileId} width={48} height={48} style={{ objectFit: 'cover' }} alt={row.title} />
        ) : (
          '-'
        ),
    },
    {
      key: 'title',
      title: t('fields.title'),
      sorter: true,
      render: (_, row) => (
        <Link className="news-detail" to={`${LATEST_NEWS_DETAIL_PATH}?id=${row.id}`}>
          {newsTitle(row, lang)}
        </Link>
      ),
    },
    {
      key: 'type',
      title: t('fields.type'),
      sorter: true,
      render: (_, row) => (
        <Tag color={row.type === 'hot' ? 'volcano' : 'blue'}>{t(`types.${row.type as 'new' | 'hot'}`)}</Tag>
      ),
    },
    { key: 'tid', title: t('fields.tid'), render: (_, row) => tenantName(row.tid) },
    { key: 'status', title: t('fields.status'), sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'publishDate', dataIndex: 'publishDate', title: t('fields.publishDate'), sorter: true },
    {
      key: 'expiryDate',
      title: t('fields.expiryDate'),
      sorter: true,
      render: (_, row) => row.expiryDate ?? t('noEnd'),
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
  ];
}
