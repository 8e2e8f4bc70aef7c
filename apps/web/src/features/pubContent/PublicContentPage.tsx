import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PubContentCreate,
  PubContentPageRequest,
  PubContentUpdate,
  pubContentActions,
  ResourceType,
  type PubContent,
} from '@srd/contract';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useProfile } from '../../platform/profile';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { contentTitle, PUB_CONTENT_DETAIL_PATH, pubContentApi, publicPath } from './api';

const THIRD = 8;

/** Screen PublicContent: pages visitors read without signing in, by slug, in three languages. */
export default function PublicContentPage() {
  const { t } = useTranslation('pubContent');
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const tenantName = (tid: number | null) => (tid === null ? t('platformWide') : (tenants.nameOf(tid) ?? `#${tid}`));
  const newItem = {
    tid: ownTenant,
    slug: '',
    title: '',
    titleCht: '',
    titleChs: '',
    content: '',
    contentCht: '',
    contentChs: '',
    status: 2 as const,
    publishDate: null,
  };
  return (
    <SimpleEntityPage<PubContent, typeof PubContentCreate, typeof PubContentUpdate>
      id="pubContent"
      namespace="pubContent"
      api={pubContentApi}
      actions={pubContentActions}
      resType={ResourceType.PublicContent}
      listName="pubContentList"
      pageRequest={PubContentPageRequest}
      schemas={{ create: PubContentCreate, update: PubContentUpdate }}
      defaults={newItem}
      errorFields={{ 1020: 'slug' }}
      recordName={(row, current) => contentTitle(row, current)}
      valueLabel={(field, value) => (field === 'tid' ? tenantName(value === null ? null : Number(value)) : undefined)}
      fields={[
        {
          name: 'title',
          valueType: 'localizedText',
          bareIds: false,
          formOrder: 5,
          renderCell: (row, lang) => (
            <Link className="pub-content-detail" to={`${PUB_CONTENT_DETAIL_PATH}?id=${row.id}`}>
              {contentTitle(row, lang)}
            </Link>
          ),
        },
        {
          name: 'slug',
          span: THIRD,
          formatMessage: 'slugFormat',
          extra: 'slugHint',
          renderCell: (row) => (
            <a className="pub-content-public" href={publicPath(row)} target="_blank" rel="noopener noreferrer">
              {row.slug}
            </a>
          ),
        },
        {
          name: 'tid',
          valueType: 'tenant',
          // A tenant's own staff write their tenant's pages only; platform pages are the platform team's.
          formOrder: 4.5,
          fieldProps: { allowClear: true, placeholder: t('platformWide') },
          renderCell: (row) => tenantName(row.tid),
        },
        { name: 'status', valueType: 'status', palette: ENTITY_STATUS, span: THIRD, extra: 'statusHint' },
        {
          name: 'publishDate',
          valueType: 'date',
          span: THIRD,
          extra: 'publishDateHint',
          renderCell: (row) => row.publishDate ?? t('whenActive'),
        },
        { name: 'lupdDttm', valueType: 'dateTime' },
        { name: 'content', valueType: 'localizedRichText', hideInTable: true, extra: 'contentHint', formOrder: 6 },
      ]}
    />
  );
}
