import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type publicTexts from '../../locales/en_US/public.json';
import { LOGIN_PATH } from '../../platform/navigation';
import { PublicFrame } from '../../platform/public/PublicFrame';

type InfoPageKey = keyof typeof publicTexts.pages;

export interface InfoPageProps {
  /** The route's path pattern. */
  page: string;
  texts: InfoPageKey;
  /** Pages of the sign-in journey offer the way to the login page. */
  toLogin?: boolean;
}

/** A public page whose content comes later: its title and what it will show. */
export function InfoPage({ page, texts, toLogin }: InfoPageProps) {
  const { t } = useTranslation('public');
  return (
    <PublicFrame page={page} heading={t(`pages.${texts}.title`)}>
      <Flex vertical align="center" gap="middle">
        <Typography.Paragraph id="publicPageText" style={{ margin: 0, textAlign: 'center' }}>
          {t(`pages.${texts}.text`)}
        </Typography.Paragraph>
        {toLogin && (
          <Link id="toLoginLink" to={LOGIN_PATH}>
            {t('toLogin')}
          </Link>
        )}
      </Flex>
    </PublicFrame>
  );
}
