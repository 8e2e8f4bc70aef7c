import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../platform/crud/Can';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { kioskApi } from './api';
import { KIOSK_TABS } from './kioskTabs';

/** Screen Kiosk (`/configuration/kiosk/kiosk?id=`): a kiosk's tabs; without an id, a new kiosk's settings. */
export default function KioskPage() {
  const { t } = useTranslation(['kiosk', 'crud']);
  const lang = useLang();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const stored = useQuery({
    queryKey: [...kioskApi.queryKey, 'read', id],
    queryFn: () => kioskApi.read!(id!),
    enabled: id !== undefined,
  });
  if (id && stored.isError) return <Alert type="error" showIcon title={stored.error.message} />;
  if (id && !stored.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const kiosk = stored.data ?? null;
  const tabs = KIOSK_TABS.filter((tab) => (kiosk || tab.forNew) && (!tab.action || can(tab.action))).map((tab) => ({
    key: tab.key,
    label: t((tab.label ?? `tabs.${tab.key}`) as 'tabs.settings'),
    children: tab.render(kiosk),
  }));
  const active = tabs.some((tab) => tab.key === params.get('tab')) ? params.get('tab')! : tabs[0]!.key;
  return (
    <Card
      id="kioskPage"
      title={kiosk ? t('editTitle', { kid: kiosk.kid, name: localName(kiosk, lang) }) : t('newTitle')}
    >
      {/* The tab is in the URL: a link opens it, and a language switch keeps it. */}
      <Tabs
        id="kioskTabs"
        items={tabs}
        activeKey={active}
        onChange={(tab) => setParams((current) => ({ ...Object.fromEntries(current), tab }), { replace: true })}
        destroyOnHidden
      />
    </Card>
  );
}
