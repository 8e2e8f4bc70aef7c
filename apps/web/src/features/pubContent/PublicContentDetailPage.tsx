import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contentInLang, LANGS, ResourceType } from '@srd/contract';
import { HistoryTab } from '../../platform/crud/HistoryTab';
import { StatusTag } from '../../platform/crud/StatusTag';
import { formatDate } from '../../platform/format/date';
import { useLang } from '../../platform/i18n';
import { useTenantChoices } from '../program/useTenantChoices';
import { contentTitle, publicPath, pubContentApi } from './api';

/** Screen PublicContentDetail (`?id=`): the item as visitors see it in each language, and its history. */
export default function PublicContentDetailPage() {
  const { t } = useTranslation(['pubContent', 'crud']);
  const { t: common } = useTranslation();
  const lang = useLang();
  const tenants = useTenantChoices();
  const id = Number(useSearchParams()[0].get('id')) || undefined;
  const item = useQuery({ queryKey: [...pubContentApi.queryKey, 'read', id], queryFn: () => pubContentApi.read!(id!), enabled: id !== undefined });
  if (!id) return <Empty />;
  if (!item.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const row = item.data;
  const preview = LANGS.map((language) => {
    const shown = contentInLang(row, language);
    return {
      key: language,
      label: common(`language.${language}`),
      children: (
        <article className="pub-content-preview" data-lang={language}>
          <h2>{shown.title}</h2>
          {/* Stored only as the server's sanitiser left it. */}
          <div dangerouslySetInnerHTML={{ __html: shown.content }} />
        </article>
      ),
    };
  });
  const details = (
    <>
      <Descriptions id="pubContentDetails" size="small" column={{ xs: 1, md: 2 }} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('fields.slug')}>
          <a href={publicPath(row)} target="_blank" rel="noopener noreferrer">
            {publicPath(row)}
          </a>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <StatusTag status={row.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.tid')}>{row.tid === null ? t('platformWide') : (tenants.nameOf(row.tid) ?? `#${row.tid}`)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.publishDate')}>{row.publishDate ?? t('whenActive')}</Descriptions.Item>
        <Descriptions.Item label={t('fields.lupdDttm')}>{formatDate(row.lupdDttm)}</Descriptions.Item>
      </Descriptions>
      <Tabs size="small" items={preview} />
    </>
  );
  return (
    <Card id="pubContentDetailPage" title={contentTitle(row, lang)}>
      <Tabs
        items={[
          { key: 'details', label: t('crud:form.details'), children: details },
          { key: 'history', label: t('crud:form.history'), children: <HistoryTab resTypeId={ResourceType.PublicContent} recordId={row.id} namespace="pubContent" /> },
        ]}
      />
    </Card>
  );
}
