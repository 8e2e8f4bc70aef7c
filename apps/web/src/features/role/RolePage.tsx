import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Form, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResourceType } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { HistoryTab } from '../../platform/crud/HistoryTab';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { localName } from '../../platform/format/localName';
import { feedback } from '../../platform/feedback';
import { useLang } from '../../platform/i18n';
import { createRole, fetchRole, ROLE_KEY, ROLE_LIST_PATH, updateRole } from './api';
import { RoleForm } from './RoleForm';
import { fromFormValues, NEW_ROLE, toFormValues, type RoleFormValues } from './roleFormValues';

/** Screen Role: `?id=` edits that role, no id creates one. */
export default function RolePage() {
  const { t } = useTranslation(['role', 'crud']);
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleFormValues>();
  const role = useQuery({
    queryKey: [...ROLE_KEY, 'info', id],
    queryFn: () => fetchRole(id!),
    enabled: id !== undefined,
  });
  const superRole = role.data?.isSuper ?? false;

  const save = useMutation({
    mutationFn: (values: RoleFormValues) => {
      const body = fromFormValues(values);
      // The super administrator holds every action: its keys go back as the server gave them.
      if (superRole && role.data) body.actionKeys = role.data.actionKeys;
      return id ? updateRole({ ...body, id }) : createRole(body);
    },
    onSuccess: async (saved) => {
      feedback.message.success(t(id ? 'crud:entity.saved' : 'crud:entity.created', { name: localName(saved, lang) }));
      await Promise.all([ROLE_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!id) await navigate(ROLE_LIST_PATH);
      else form.setFieldsValue(toFormValues(saved));
    },
    onError: (error) => showFieldErrors(form, error),
  });

  if (id && !role.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  const details = (
    <RoleForm
      key={id ?? 'new'}
      form={form}
      initialValues={role.data ? toFormValues(role.data) : NEW_ROLE}
      superRole={superRole}
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onCancel={() => void navigate(ROLE_LIST_PATH)}
    />
  );
  const tabs = [
    { key: 'details', label: t('crud:form.details'), children: details },
    ...(id
      ? [
          {
            key: 'history',
            label: t('crud:form.history'),
            children: <HistoryTab resTypeId={ResourceType.Role} recordId={id} namespace="role" />,
          },
        ]
      : []),
  ];
  return (
    <Card id="rolePage" title={role.data ? t('editTitle', { name: localName(role.data, lang) }) : t('newTitle')}>
      <Tabs
        id="roleTabs"
        items={tabs}
        activeKey={params.get('tab') ?? 'details'}
        onChange={(tab) => setParams((current) => ({ ...Object.fromEntries(current), tab }), { replace: true })}
        destroyOnHidden
      />
    </Card>
  );
}
