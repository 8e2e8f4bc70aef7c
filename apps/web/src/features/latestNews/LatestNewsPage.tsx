import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Spin, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contentInLang, LANGS, ResourceType } from '@srd/contract';
import { HistoryTab } from '../../platform/crud/HistoryTab';
import { StatusTag } from '../../platform/crud/StatusTag';
import { formatDate } from '../../platform/format/date';
import { useLang } from '../../platform/i18n';
import { useTenantChoices } from '../program/useTenantChoices';
import { latestNewsApi, newsTitle } from './api';
import { NewsImage } from './NewsImage';

/** Screen LatestNews (`?id=`): the news item as members see it in each language, and its history. */
export default function LatestNewsPage() {
  const { t } = useTranslation(['latestNews', 'crud']);
  const { t: common } = useTranslation();
  const lang = useLang();
  const tenants = useTenantChoices();
  const id = Number(useSearchParams()[0].get('id')) || undefined;
  const news = useQuery({ queryKey: [...latestNewsApi.queryKey, 'read', id], queryFn: () => latestNewsApi.read!(id!), enabled: id !== undefined });
  if (!id) return <Empty />;
  if (!news.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const row = news.data;
  const preview = LANGS.map((language) => {
    const shown = contentInLang(row, language);
    return {
      key: language,
      label: common(`language.${language}`),
      children: (
        <article className="news-preview" data-lang={language}>
          <h2>{shown.title}</h2>
          {/* Stored only as the server's sanitiser left it. */}
          <div dangerouslySetInnerHTML={{ __html: shown.content }} />
        </article>
      ),
    };
  });
  const details = (
    <>
      <Descriptions id="latestNewsDetails" size="small" column={{ xs: 1, md: 2 }} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('fields.type')}>
          <Tag color={row.type === 'hot' ? 'volcano' : 'blue'}>{t(`types.${row.type as 'new' | 'hot'}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <StatusTag status={row.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.tid')}>{row.tid === null ? t('platformWide') : (tenants.nameOf(row.tid) ?? `#${row.tid}`)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.publishDate')}>{row.publishDate}</Descriptions.Item>
        <Descriptions.Item label={t('fields.expiryDate')}>{row.expiryDate ?? t('noEnd')}</Descriptions.Item>
        <Descriptions.Item label={t('fields.lupdDttm')}>{formatDate(row.lupdDttm)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.imageFileId')}>
          {row.imageFileId ? <NewsImage fileId={row.imageFileId} width={200} alt={row.title} /> : t('noImage')}
        </Descriptions.Item>
      </Descriptions>
      <Tabs size="small" items={preview} />
    </>
  );
  return (
    <Card id="latestNewsDetailPage" title={newsTitle(row, lang)}>
      <Tabs
        items={[
          { key: 'details', label: t('crud:form.details'), children: details },
          { key: 'history', label: t('crud:form.history'), children: <HistoryTab resTypeId={ResourceType.LatestNews} recordId={row.id} namespace="latestNews" /> },
        ]}
      />
    </Card>
  );
}
