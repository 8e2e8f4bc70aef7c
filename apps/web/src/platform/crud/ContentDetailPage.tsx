import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Spin, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contentInLang, LANGS, type Lang } from '@srd/contract';
import { useLang } from '../i18n';
import { useTenantChoices } from '../resources/useTenantChoices';
import type { EntityApi } from './entityApi';
import { HistoryTab } from './HistoryTab';
import { useEntityText } from './simpleEntity';
import { StatusTag } from './StatusTag';

/** A record with a title and a content in each language, shown to readers. */
type ContentRow = Parameters<typeof contentInLang>[0] & { id: number; status: number; tid: number | null };

interface ContentDetailPageProps<Row extends ContentRow> {
  /** The entity's texts (`fields.*`, `platformWide`), also the prefix of the page's ids. */
  namespace: string;
  api: Pick<EntityApi<Row>, 'queryKey' | 'read'>;
  resTypeId: number;
  title: (row: Row, lang: Lang) => string;
  /** The class of each language's preview. */
  previewClass: string;
  /** The details before status and tenant, and after them. */
  lead: (row: Row) => ReactNode;
  rest: (row: Row) => ReactNode;
}

/** A content record's screen (`?id=`): its details, the record as readers see it in each language, and its history. */
export function ContentDetailPage<Row extends ContentRow>({
  namespace,
  api,
  resTypeId,
  title,
  previewClass,
  lead,
  rest,
}: ContentDetailPageProps<Row>) {
  const { t } = useTranslation('crud');
  const { t: common } = useTranslation();
  const text = useEntityText(namespace);
  const lang = useLang();
  const tenants = useTenantChoices();
  const id = Number(useSearchParams()[0].get('id')) || undefined;
  const record = useQuery({
    queryKey: [...api.queryKey, 'read', id],
    queryFn: () => api.read!(id!),
    enabled: id !== undefined,
  });
  if (!id) return <Empty />;
  if (!record.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const row = record.data;
  const preview = LANGS.map((language) => {
    const shown = contentInLang(row, language);
    return {
      key: language,
      label: common(`language.${language}`),
      children: (
        <article className={previewClass} data-lang={language}>
          <h2>{shown.title}</h2>
          {/* Stored only as the server's sanitiser left it. */}
          <div dangerouslySetInnerHTML={{ __html: shown.content }} />
        </article>
      ),
    };
  });
  const details = (
    <>
      <Descriptions
        id={`${namespace}Details`}
        size="small"
        column={{ xs: 1, md: 2 }}
        bordered
        style={{ marginBottom: 16 }}
      >
        {lead(row)}
        <Descriptions.Item label={text('fields.status')}>
          <StatusTag status={row.status} />
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.tid')}>
          {row.tid === null ? text('platformWide') : (tenants.nameOf(row.tid) ?? `#${row.tid}`)}
        </Descriptions.Item>
        {rest(row)}
      </Descriptions>
      <Tabs size="small" items={preview} />
    </>
  );
  return (
    <Card id={`${namespace}DetailPage`} title={title(row, lang)}>
      <Tabs
        items={[
          { key: 'details', label: t('form.details'), children: details },
          {
            key: 'history',
            label: t('form.history'),
            children: <HistoryTab resTypeId={resTypeId} recordId={row.id} namespace={namespace} />,
          },
        ]}
      />
    </Card>
  );
}
