import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tenantActions, type Tenant } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { Can, useCan } from '../../platform/crud/Can';
import { localName } from '../../platform/format/localName';
import { confirmDialog, feedback } from '../../platform/feedback';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { duplicateTenant, rememberTenant, TENANT_PATH, tenantApi } from './api';

/** Edit and Duplicate of one tenant, each for holders of its action; a duplicate asks first. */
export function TenantRowActions({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation(['tenant', 'crud']);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  // Only access-all-data callers duplicate tenants (the server refuses others: 1004).
  const { accessAllData } = useProfile();
  // A refusal (1024 copy tenant failed) is shown by the API client.
  const duplicate = useMutation({
    mutationFn: () => duplicateTenant(tenant.id),
    onSuccess: async (copy) => {
      rememberTenant(queryClient, copy);
      feedback.message.success(t('duplicated', { name: localName(copy, lang) }));
      await Promise.all(
        [tenantApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  return (
    <Space size={0} wrap>
      {/* Without the edit action the page opens read only. */}
      <Button
        type="link"
        size="small"
        className="tenant-edit"
        onClick={() => void navigate(`${TENANT_PATH}?id=${tenant.id}`)}
      >
        {can(tenantActions.edit) ? t('edit') : t('view')}
      </Button>
      {accessAllData && (
        <Can action={tenantActions.duplicate}>
          <Button
            type="link"
            size="small"
            className="tenant-duplicate"
            loading={duplicate.isPending}
            onClick={() =>
              void confirmDialog({
                title: t('confirmDuplicate', { name: localName(tenant, lang) }),
                content: t('duplicateHint'),
                okText: t('crud:confirm.ok'),
                cancelText: t('crud:confirm.cancel'),
                onOk: () => duplicate.mutate(),
              })
            }
          >
            {t('duplicate')}
          </Button>
        </Can>
      )}
    </Space>
  );
}
