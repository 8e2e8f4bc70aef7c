import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button, Card, Form, Space, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DASHBOARD_THEMES, isLang, ResourceType, TenantMode, tenantActions } from '@srd/contract';
import { ApiError } from '../../platform/api';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { useCan } from '../../platform/crud/Can';
import { HistoryTab } from '../../platform/crud/HistoryTab';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { feedback } from '../../platform/feedback';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { rememberTenant, TENANT_LIST_PATH, tenantApi, useTenantConfig } from './api';
import { BinTimingFields } from './BinTimingFields';
import { RecycleCapsField } from './RecycleCapsField';
import { TenantBasicsFields } from './TenantBasicsFields';
import { TenantConfigFields } from './TenantConfigFields';
import { fromFormValues, NEW_TENANT, toFormValues, type TenantFormValues } from './tenantFormValues';
import { TenantTextsFields } from './TenantTextsFields';

/** Which tab holds a field the server refused, so the form can show it. */
function tabOf(field: string): string {
  if (/^(rvmConfig|fcmConfig|tbConfig)/.test(field)) return 'configs';
  if (field.startsWith('recycleConfig')) return 'recycle';
  if (/^(binConfig|sprayConfig|timingConfig)/.test(field)) return 'bins';
  if (field.startsWith('texts')) return 'texts';
  return 'basics';
}

/** Screen Tenant: `?id=` edits that tenant, no id creates one; its sections as tabs, and its history. */
export default function TenantPage() {
  const { t } = useTranslation(['tenant', 'crud']);
  const lang = useLang();
  const can = useCan();
  const { accessAllData } = useProfile();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const tab = params.get('tab') ?? 'basics';
  const setTab = (next: string) =>
    setParams((current) => ({ ...Object.fromEntries(current), tab: next }), { replace: true });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TenantFormValues>();
  const tenant = useTenantConfig(id);
  const editable = can(id ? tenantActions.edit : tenantActions.add);

  const save = useMutation({
    mutationFn: (values: TenantFormValues) =>
      id ? tenantApi.update(id, fromFormValues(values)) : tenantApi.create(fromFormValues(values)),
    onSuccess: async (saved) => {
      rememberTenant(queryClient, saved);
      feedback.message.success(t(id ? 'crud:entity.saved' : 'crud:entity.created', { name: localName(saved, lang) }));
      await Promise.all(
        [tenantApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      if (!id) await navigate(TENANT_LIST_PATH);
      else form.setFieldsValue(toFormValues(saved));
    },
    onError: (error) => {
      const first = error instanceof ApiError ? error.fields[0]?.field : undefined;
      if (showFieldErrors(form, error) && first) setTab(tabOf(first));
    },
  });

  // Languages, themes and modes in words; config groups stay as their stored JSON.
  const valueLabel = (field: string, value: string | null): string | undefined => {
    if (value === null) return undefined;
    if (field === 'defaultLang' && isLang(value)) return t(`langs.${value}`);
    if (field === 'dashboardTheme' && (DASHBOARD_THEMES as readonly string[]).includes(value))
      return t(`themes.${value as (typeof DASHBOARD_THEMES)[number]}`);
    if (field === 'modes') {
      const modes = TenantMode.array().safeParse(JSON.parse(value));
      return modes.success ? modes.data.map((mode) => t(`modes.${mode}`)).join(', ') || '-' : undefined;
    }
    return undefined;
  };

  if (id && !tenant.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  const section = (key: 'basics' | 'configs' | 'recycle' | 'bins' | 'texts', children: ReactNode) => ({
    key,
    label: t(`tabs.${key}`),
    children,
    forceRender: true,
  });
  const tabs = [
    section('basics', <TenantBasicsFields stored={tenant.data} allData={accessAllData} />),
    section('configs', <TenantConfigFields />),
    section('recycle', <RecycleCapsField />),
    section('bins', <BinTimingFields />),
    section('texts', <TenantTextsFields />),
    ...(id
      ? [
          {
            key: 'history',
            label: t('crud:form.history'),
            children: (
              <HistoryTab resTypeId={ResourceType.Tenant} recordId={id} namespace="tenant" valueLabel={valueLabel} />
            ),
          },
        ]
      : []),
  ];
  return (
    <Card id="tenantPage" title={tenant.data ? t('editTitle', { name: localName(tenant.data, lang) }) : t('newTitle')}>
      <Form<TenantFormValues>
        id="tenantForm"
        key={id ?? 'new'}
        form={form}
        layout="vertical"
        initialValues={tenant.data ? toFormValues(tenant.data) : NEW_TENANT}
        disabled={!editable}
        onFinish={(values) => save.mutate(values)}
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0]?.name.join('.');
          if (first) setTab(tabOf(first));
        }}
      >
        <Tabs id="tenantTabs" items={tabs} activeKey={tab} onChange={setTab} />
        {tab !== 'history' && (
          <Space style={{ marginTop: 16 }}>
            {/* Not a submit button: Enter in one field of this long form (a date) must not save it all. */}
            <Button id="tenantSave" type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {t('crud:form.save')}
            </Button>
            <Button id="tenantCancel" disabled={false} onClick={() => void navigate(TENANT_LIST_PATH)}>
              {t('crud:form.cancel')}
            </Button>
          </Space>
        )}
      </Form>
    </Card>
  );
}
