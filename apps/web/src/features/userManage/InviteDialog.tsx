import { MailOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, InviteRequest, type InviteConflict } from '@srd/contract';
import { ApiError, PassThrough } from '../../platform/api';
import { FormDialog } from '../../platform/crud/FormDialog';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { confirmDialog, feedback } from '../../platform/feedback';
import { useProfile } from '../../platform/profile';
import { useResourceOptions } from '../../platform/resources/useResourceOptions';
import { cascadePlacement, type Placement } from '../../platform/resources/resourceOptions';
import { AdminField, RolesSelect, THIRD } from './AdminFields';
import { ADMIN_KEY, inviteAdmin, resendInvitation } from './api';
import { ResourceSelect } from './ResourceSelect';

const fields = InviteRequest.shape;
type InviteValues = Omit<InviteRequest, 'confirm'>;

/** The admin list's Invite button and its dialog. */
export function InviteButton() {
  const { t } = useTranslation('userManage');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button id="adminInvite" icon={<MailOutlined />} onClick={() => setOpen(true)}>
        {t('invite.button')}
      </Button>
      {open && <InviteDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * E-mail, names, roles and placement of a new admin, who chooses a login id and password from the
 * e-mail's link. An e-mail with an account already gets the server's answer: 10041 an info, 10042 the
 * offer to resend the invitation, 10043 the offer to send the activation e-mail.
 */
function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['userManage', 'crud']);
  const [form] = Form.useForm<InviteValues>();
  const queryClient = useQueryClient();
  const { tid: ownTid, mid: ownMid, sid: ownSid } = useProfile();
  const merchants = useResourceOptions('Merchant');
  const shops = useResourceOptions('Shop');
  const tid = Form.useWatch('tid', form);
  const mid = Form.useWatch('mid', form);

  const refreshAndClose = async () => {
    await Promise.all([ADMIN_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    onClose();
  };
  const sent = (email: string) => {
    feedback.message.success(t('invite.sent', { email }));
    return refreshAndClose();
  };
  const resend = useMutation({ mutationFn: resendInvitation, onSuccess: (result) => sent(result.email) });
  const invite = useMutation({
    mutationFn: inviteAdmin,
    onSuccess: (result, body) => (result instanceof PassThrough ? answerExisting(result, body) : sent(body.email)),
    onError: (error) => {
      // The API client showed why; the account was created all the same, and its row offers to resend.
      if (error instanceof ApiError && error.code === ErrorCode.InviteMailFailed) void refreshAndClose();
      else showFieldErrors(form, error);
    },
  });

  function answerExisting(answer: PassThrough, body: InviteRequest) {
    const userId = (answer.data as InviteConflict['data'])?.userId;
    const offer = (okText: string, onOk: () => void) =>
      void confirmDialog({ title: answer.message, okText, cancelText: t('crud:confirm.cancel'), onOk });
    if (userId && answer.code === ErrorCode.InviteNotActivated) offer(t('invite.resend'), () => resend.mutate(userId));
    else if (userId && answer.code === ErrorCode.InviteAccountDisabled)
      offer(t('invite.sendActivation'), () => invite.mutate({ ...body, confirm: true }));
    else Modal.info({ title: t('invite.title'), content: answer.message, okText: t('crud:confirm.ok') });
  }

  // Each level offers what sits under the level above, as on the admin form.
  const placementSelect = (name: keyof Placement, type: 'Tenant' | 'Merchant' | 'Shop', parentId?: number | null) => (
    <AdminField name={name} schema={fields[name]} span={THIRD}>
      <ResourceSelect id={`invite-${name}`} type={type} parentId={parentId} />
    </AdminField>
  );
  const onValuesChange = (changed: Partial<InviteValues>, all: InviteValues) => {
    if ('tid' in changed || 'mid' in changed || 'sid' in changed)
      form.setFieldsValue(cascadePlacement(changed, all, merchants, shops));
  };

  return (
    <FormDialog
      title={t('invite.title')}
      okText={t('invite.send')}
      width={720}
      form={form}
      okId="inviteSend"
      busy={invite.isPending || resend.isPending}
      onClose={onClose}
    >
      <Form<InviteValues>
        id="inviteForm"
        form={form}
        layout="vertical"
        initialValues={{ roleIds: [], tid: ownTid, mid: ownMid, sid: ownSid }}
        onValuesChange={onValuesChange}
        onFinish={(values) => invite.mutate({ ...values, adminName: values.adminName?.trim() || null })}
      >
        <p id="inviteHint">{t('invite.hint')}</p>
        <Row gutter={16}>
          <AdminField name="email" schema={fields.email}>
            <Input id="invite-email" type="email" autoComplete="off" />
          </AdminField>
          <AdminField name="adminName" schema={fields.adminName}>
            <Input id="invite-adminName" />
          </AdminField>
          <AdminField name="roleIds" schema={fields.roleIds}>
            <RolesSelect id="invite-roleIds" />
          </AdminField>
        </Row>
        <Row gutter={16}>
          {placementSelect('tid', 'Tenant')}
          {placementSelect('mid', 'Merchant', tid)}
          {placementSelect('sid', 'Shop', mid)}
        </Row>
      </Form>
    </FormDialog>
  );
}
