import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceType } from '@srd/contract';
import { ContentDetailPage } from '../../platform/crud/ContentDetailPage';
import { formatDate } from '../../platform/format/date';
import { contentTitle, publicPath, pubContentApi } from './api';

/** Screen PublicContentDetail (`?id=`): the item as visitors see it in each language, and its history. */
export default function PublicContentDetailPage() {
  const { t } = useTranslation('pubContent');
  return (
    <ContentDetailPage
      namespace="pubContent"
      api={pubContentApi}
      resTypeId={ResourceType.PublicContent}
      title={contentTitle}
      previewClass="pub-content-preview"
      lead={(row) => (
        <Descriptions.Item label={t('fields.slug')}>
          <a href={publicPath(row)} target="_blank" rel="noopener noreferrer">
            {publicPath(row)}
          </a>
        </Descriptions.Item>
      )}
      rest={(row) => (
        <>
          <Descriptions.Item label={t('fields.publishDate')}>{row.publishDate ?? t('whenActive')}</Descriptions.Item>
          <Descriptions.Item label={t('fields.lupdDttm')}>{formatDate(row.lupdDttm)}</Descriptions.Item>
        </>
      )}
    />
  );
}
