import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminAccessEditor } from './AdminAccessEditor';
import { GrantList } from './GrantList';

/** Screen AccessControl: which resources each admin of the caller's scope may reach beyond it (admin mapping). */
export default function AccessControlPage() {
  const { t } = useTranslation(['mapping', 'menu']);
  const [params, setParams] = useSearchParams();
  const tabs = [
    { key: 'admins', label: t('tabs.byAdmin'), children: <AdminAccessEditor /> },
    { key: 'grants', label: t('tabs.grants'), children: <GrantList /> },
  ];
  return (
    <Card id="accessControlPage" title={t('menu:AccessControl')}>
      <Tabs
        id="accessControlTabs"
        items={tabs}
        activeKey={params.get('tab') ?? 'admins'}
        onChange={(tab) => setParams((current) => ({ ...Object.fromEntries(current), tab }), { replace: true })}
        destroyOnHidden
      />
    </Card>
  );
}
