import { Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ContentSlug, type PublicContentView as Published } from '@srd/contract';
import { useLang } from '../../platform/i18n';
import { PublicFrame } from '../../platform/public/PublicFrame';
import { fetchPublishedContent } from './publicApi';

/**
 * `/pubContent/<slug>` (SPEC 2, public): the published item in the visitor's language, English where
 * it has no translation. The HTML was sanitised by the server when it was saved.
 */
export function PublicContentView() {
  const { t } = useTranslation('public');
  const lang = useLang();
  const slug = ContentSlug.safeParse(useParams()['*'] ?? '').data;
  const tid = Number(useSearchParams()[0].get('tid')) || undefined;
  // Public pages run without the signed-in providers (no query cache): a plain effect, the latest answer wins.
  const [content, setContent] = useState<{ data?: Published; isLoading: boolean }>({ isLoading: slug !== undefined });
  useEffect(() => {
    if (slug === undefined) {
      setContent({ isLoading: false });
      return;
    }
    let current = true;
    setContent({ isLoading: true });
    fetchPublishedContent(slug, lang, tid).then(
      (data) => current && setContent({ data, isLoading: false }),
      () => current && setContent({ isLoading: false }),
    );
    return () => {
      current = false;
    };
  }, [slug, lang, tid]);
  const heading = content.data?.title ?? t('pages.pubContent.title');
  return (
    <PublicFrame page="/pubContent/*" heading={heading} wide>
      {content.isLoading ? (
        <Spin style={{ display: 'block' }} />
      ) : content.data ? (
        <div
          id="publicContentBody"
          className="public-content"
          dangerouslySetInnerHTML={{ __html: content.data.content }}
        />
      ) : (
        <Typography.Paragraph id="publicPageText" style={{ margin: 0, textAlign: 'center' }}>
          {t('pages.pubContent.text')}
        </Typography.Paragraph>
      )}
    </PublicFrame>
  );
}
