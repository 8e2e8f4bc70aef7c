import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Form, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorCode, ResourceType } from '@srd/contract';
import { ApiError } from '../../platform/api';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { HistoryTab } from '../../platform/crud/HistoryTab';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { feedback } from '../../platform/feedback';
import { i18n } from '../../platform/i18n';
import { AdminForm } from './AdminForm';
import { fromFormValues, NEW_ADMIN, toFormValues, type AdminFormValues } from './adminFormValues';
import { ADMIN_KEY, ADMIN_LIST_PATH, createAdmin, fetchAdmin, updateAdmin } from './api';

/** Screen Admin: `?id=` edits that admin user, no id creates one. */
export default function AdminPage() {
  const { t } = useTranslation(['userManage', 'crud']);
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AdminFormValues>();
  const user = useQuery({
    queryKey: [...ADMIN_KEY, 'info', id],
    queryFn: () => fetchAdmin(id!),
    enabled: id !== undefined,
  });

  const save = useMutation({
    mutationFn: (values: AdminFormValues) => {
      const body = fromFormValues(values);
      return id ? updateAdmin({ ...body, id }) : createAdmin({ ...body, password: values.password ?? '' });
    },
    onSuccess: async (saved) => {
      feedback.message.success(t(id ? 'crud:entity.saved' : 'crud:entity.created', { name: saved.loginId }));
      await Promise.all([ADMIN_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!id) await navigate(ADMIN_LIST_PATH);
      else form.setFieldsValue(toFormValues(saved));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.UserExists) {
        form.setFields([{ name: 'loginId', errors: [i18n.t('error.userExists')] }]);
      } else showFieldErrors(form, error);
    },
  });

  if (id && !user.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  const details = (
    <AdminForm
      key={id ?? 'new'}
      form={form}
      initialValues={user.data ? toFormValues(user.data) : NEW_ADMIN}
      creating={!id}
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onCancel={() => void navigate(ADMIN_LIST_PATH)}
    />
  );
  const tabs = [
    { key: 'details', label: t('crud:form.details'), children: details },
    ...(id
      ? [
          {
            key: 'history',
            label: t('crud:form.history'),
            children: <HistoryTab resTypeId={ResourceType.AdminUser} recordId={id} namespace="userManage" />,
          },
        ]
      : []),
  ];
  return (
    <Card id="adminPage" title={id ? t('editTitle', { loginId: user.data!.loginId }) : t('newTitle')}>
      {/* The tab is in the URL: a language switch re-renders the screen, and links can open the history. */}
      <Tabs
        id="adminTabs"
        items={tabs}
        activeKey={params.get('tab') ?? 'details'}
        onChange={(tab) => setParams((current) => ({ ...Object.fromEntries(current), tab }), { replace: true })}
        destroyOnHidden
      />
    </Card>
  );
}
