import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorCode, InviteComplete, PASSWORD_MAX_LENGTH, type InviteDetails } from '@srd/contract';
import { ApiError } from '../../platform/api';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback, MESSAGE_SECONDS } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { i18n } from '../../platform/i18n';
import { LOGIN_PATH } from '../../platform/navigation';
import { completeInvitation, type LinkParams } from './api';
import { refusalOf, type Refusal } from './refusal';
import { FormItem } from '../../platform/crud/FormItem';
import { usePasswordRules } from '../../platform/password/passwordRules';
import { passwordFieldErrors } from '../../platform/password/passwordErrors';

const fields = InviteComplete.shape;

interface Values {
  loginId: string;
  firstName?: string;
  lastName?: string;
  newPassword: string;
  confirmPassword: string;
}

interface ActivationFormProps {
  link: LinkParams;
  invitation: InviteDetails;
  /** The link stopped working meanwhile (used in another tab, expired, replaced). */
  onRefused: (refusal: Refusal) => void;
}

/** Login id, names and password of the invited account; once activated, on to the login page. */
export function ActivationForm({ link, invitation, onRefused }: ActivationFormProps) {
  const { t } = useTranslation(['activation', 'auth']);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const rules = usePasswordRules({ newField: 'newPassword' });

  // No query library on public pages: it would join their download for one call.
  async function activate(values: Values) {
    setPending(true);
    try {
      await completeInvitation({
        ...link,
        loginId: values.loginId.trim(),
        password: values.newPassword,
        firstName: values.firstName?.trim() || null,
        lastName: values.lastName?.trim() || null,
      });
      feedback.message.success(t('activated'));
      await navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) onRefused(refusal);
      else if (error instanceof ApiError) showError(error);
      else throw error;
    } finally {
      setPending(false);
    }
  }

  /** On the field it concerns when there is one, else as a message. */
  function showError(error: ApiError) {
    if (error.code === ErrorCode.UserExists)
      return form.setFields([{ name: 'loginId', errors: [i18n.t('error.userExists')] }]);
    // The activation has no old password.
    const passwordErrors = passwordFieldErrors(error).flatMap((field) =>
      field.name === 'oldPassword' ? [] : [{ ...field, name: field.name }],
    );
    form.setFields(passwordErrors);
    if (!showFieldErrors(form, error) && passwordErrors.length === 0)
      feedback.message.error({ content: error.message, duration: MESSAGE_SECONDS });
  }

  const passwordInput = (name: 'newPassword' | 'confirmPassword') => (
    <Input.Password
      id={`activation-${name}`}
      prefix={<LockOutlined />}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );
  return (
    <Form<Values>
      id="activationForm"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        loginId: invitation.loginId,
        firstName: invitation.firstName ?? undefined,
        lastName: invitation.lastName ?? undefined,
      }}
      onFinish={(values) => void activate(values)}
    >
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      <FormItem label={t('fields.email')}>
        <Input id="activation-email" value={invitation.email} disabled />
      </FormItem>
      <FormItem name="loginId" label={t('fields.loginId')} rules={[zodRule(fields.loginId)]}>
        <Input id="activation-loginId" prefix={<UserOutlined />} autoComplete="username" maxLength={60} />
      </FormItem>
      <FormItem name="firstName" label={t('fields.firstName')} rules={[zodRule(fields.firstName)]}>
        <Input id="activation-firstName" autoComplete="given-name" />
      </FormItem>
      <FormItem name="lastName" label={t('fields.lastName')} rules={[zodRule(fields.lastName)]}>
        <Input id="activation-lastName" autoComplete="family-name" />
      </FormItem>
      <FormItem name="newPassword" label={t('fields.password')} rules={rules.newPassword}>
        {passwordInput('newPassword')}
      </FormItem>
      <FormItem
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        dependencies={['newPassword']}
        rules={rules.confirm}
      >
        {passwordInput('confirmPassword')}
      </FormItem>
      <Button id="activationSubmit" type="primary" htmlType="submit" block size="large" loading={pending}>
        {t('submit')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, textAlign: 'center' }}>
        {t('validUntil', { time: formatDate(invitation.expiresAt) })}
      </Typography.Paragraph>
    </Form>
  );
}
