import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { kioskActions, KioskCreate, type Kiosk, type KioskWithSecret } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { useCan } from '../../platform/crud/Can';
import { bodyOf, type FormValues } from '../../platform/crud/entityForm';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { feedback } from '../../platform/feedback';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { AlertFields } from './AlertFields';
import { createKiosk, fetchKioskMaxId, KIOSK_LIST_PATH, KIOSK_PATH, kioskApi } from './api';
import { KioskFields } from './KioskFields';
import { editBody, newKioskValues, toFormValues } from './kioskFormValues';
import { SecretDialog } from './SecretDialog';
import { SettingsFields } from './SettingsFields';

/**
 * The kiosk's fields and settings by section, saved together: a new kiosk answers its device secret,
 * shown once before the kiosk opens as itself; an edit sends only what changed.
 */
export function KioskSettingsTab({ kiosk }: { kiosk: Kiosk | null }) {
  const { t } = useTranslation(['kiosk', 'crud']);
  const lang = useLang();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const [form] = Form.useForm<FormValues>();
  const [created, setCreated] = useState<KioskWithSecret | null>(null);
  const creating = kiosk === null;
  const editable = can(creating ? kioskActions.add : kioskActions.edit);
  const nextKids = useQuery({
    queryKey: [...kioskApi.queryKey, 'maxId'],
    queryFn: fetchKioskMaxId,
    enabled: creating && editable,
  });
  const initial = kiosk ? toFormValues(kiosk) : (newKioskValues(ownTenant) as FormValues);

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      if (creating) return createKiosk(bodyOf(KioskCreate, values) as never);
      const body = editBody(initial, values);
      return Object.keys(body).length ? kioskApi.update(kiosk.id, body) : null;
    },
    onSuccess: async (saved) => {
      await Promise.all(
        [kioskApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      if (saved === null) return void feedback.message.info(t('crud:entity.unchanged'));
      feedback.message.success(
        t(creating ? 'crud:entity.created' : 'crud:entity.saved', { name: localName(saved, lang) }),
      );
      if (creating) setCreated(saved as KioskWithSecret);
    },
    onError: (error) => showFieldErrors(form, error),
  });

  return (
    <>
      <Form<FormValues>
        id="kioskForm"
        key={`${kiosk?.id ?? 'new'}-${kiosk?.lupdDttm ?? ''}`}
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={!editable}
        onFinish={(values) => save.mutate(values)}
      >
        <KioskFields tenants={tenants.choices} ownTenant={ownTenant} nextKids={nextKids.data?.next} />
        <AlertFields />
        <SettingsFields />
        <Space>
          {editable && (
            <Button id="kioskSave" type="primary" htmlType="submit" loading={save.isPending}>
              {t('crud:form.save')}
            </Button>
          )}
          <Button id="kioskBack" disabled={false} onClick={() => void navigate(KIOSK_LIST_PATH)}>
            {t('crud:form.back')}
          </Button>
        </Space>
      </Form>
      {created && (
        <SecretDialog
          secret={created}
          onClose={() => void navigate(`${KIOSK_PATH}?id=${created.id}`, { replace: true })}
        />
      )}
    </>
  );
}
