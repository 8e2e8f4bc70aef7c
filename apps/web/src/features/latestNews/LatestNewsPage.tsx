import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceType } from '@srd/contract';
import { ContentDetailPage } from '../../platform/crud/ContentDetailPage';
import { formatDate } from '../../platform/format/date';
import { latestNewsApi, newsTitle } from './api';
import { NewsImage } from './NewsImage';

/** Screen LatestNews (`?id=`): the news item as members see it in each language, and its history. */
export default function LatestNewsPage() {
  const { t } = useTranslation('latestNews');
  return (
    <ContentDetailPage
      namespace="latestNews"
      api={latestNewsApi}
      resTypeId={ResourceType.LatestNews}
      title={newsTitle}
      previewClass="news-preview"
      lead={(row) => (
        <Descriptions.Item label={t('fields.type')}>
          <Tag color={row.type === 'hot' ? 'volcano' : 'blue'}>{t(`types.${row.type as 'new' | 'hot'}`)}</Tag>
        </Descriptions.Item>
      )}
      rest={(row) => (
        <>
          <Descriptions.Item label={t('fields.publishDate')}>{row.publishDate}</Descriptions.Item>
          <Descriptions.Item label={t('fields.expiryDate')}>{row.expiryDate ?? t('noEnd')}</Descriptions.Item>
          <Descriptions.Item label={t('fields.lupdDttm')}>{formatDate(row.lupdDttm)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.imageFileId')}>
            {row.imageFileId ? <NewsImage fileId={row.imageFileId} width={200} alt={row.title} /> : t('noImage')}
          </Descriptions.Item>
        </>
      )}
    />
  );
}
