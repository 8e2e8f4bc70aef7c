import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSelect } from '../platform/LanguageSelect';
import { RecycleIcon } from '../platform/RecycleIcon';

/** Frame of the signed-in screens until the full shell (sidebar, tags view, settings) replaces it. */
export function SignedInLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px', background: '#fff' }}
      >
        <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, flex: 1 }}>
          <RecycleIcon style={{ fontSize: 24, color: '#52c41a', flex: 'none' }} />
          <Typography.Text strong ellipsis style={{ fontSize: 16 }}>
            {t('productName')}
          </Typography.Text>
        </Link>
        <LanguageSelect />
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
