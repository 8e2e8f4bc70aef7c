import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { meetsPasswordRule, PASSWORD_MAX_LENGTH, UserStatus } from '@srd/contract';
import { ApiError } from '../../platform/api';
import { safeRedirect } from '../../platform/navigation';
import { profileQuery, useProfile } from '../../platform/profile';
import { queryClient } from '../../platform/queryClient';
import { updatePassword } from './api';
import { AuthLayout } from './AuthLayout';
import { passwordFieldErrors } from './passwordErrors';
import { useLogout } from './useLogout';
import { feedback } from '../../platform/feedback';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { loginId, status } = useProfile();
  const forced = status === UserStatus.MustChangePassword;
  const logout = useLogout();
  const returnTo = safeRedirect(searchParams.get('redirect'));

  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: Values) => updatePassword({ oldPassword, newPassword }),
    onSuccess: async () => {
      // The session guard must see the new status, or it sends a formerly forced user back here.
      await queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
      feedback.message.success(t('password.changed'));
      await navigate(returnTo, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setFields(passwordFieldErrors(error));
    },
  });

  const required: FormRule = { required: true, message: t('common:validation.required') };
  const newPasswordRules: FormRule[] = [
    required,
    { validator: async (_, value?: string) => check(!value || meetsPasswordRule(value), t('password.rule')) },
    ({ getFieldValue }) => ({
      validator: async (_, value?: string) => check(!value || value !== getFieldValue('oldPassword'), t('password.mustDiffer')),
    }),
  ];
  const confirmRules: FormRule[] = [
    required,
    ({ getFieldValue }) => ({
      validator: async (_, value?: string) => check(!value || value === getFieldValue('newPassword'), t('password.mismatch')),
    }),
  ];
  const passwordInput = (name: keyof Values, autoComplete: string) => (
    <Input.Password name={name} prefix={<LockOutlined />} autoComplete={autoComplete} maxLength={PASSWORD_MAX_LENGTH} />
  );

  return (
    <AuthLayout heading={t('password.heading')}>
      {forced && <Alert id="forcedPasswordChange" type="warning" showIcon title={t('password.forced')} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => change.mutate(values)}>
        {/* Tells password managers whose password changes. */}
        <input type="text" name="username" autoComplete="username" value={loginId} readOnly hidden />
        <Form.Item name="oldPassword" label={t('password.old')} rules={[required]}>
          {passwordInput('oldPassword', 'current-password')}
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.new')} dependencies={['oldPassword']} rules={newPasswordRules}>
          {passwordInput('newPassword', 'new-password')}
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('password.confirm')} dependencies={['newPassword']} rules={confirmRules}>
          {passwordInput('confirmPassword', 'new-password')}
        </Form.Item>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Button type="primary" htmlType="submit" block size="large" loading={change.isPending}>
            {t('password.submit')}
          </Button>
          {forced ? (
            <Button id="logoutButton" type="link" block loading={logout.isPending} onClick={() => logout.mutate()}>
              {t('common:logout')}
            </Button>
          ) : (
            <Link to={returnTo} id="backLink" style={{ display: 'block', textAlign: 'center' }}>
              {t('password.back')}
            </Link>
          )}
        </Space>
      </Form>
    </AuthLayout>
  );
}

async function check(valid: boolean, message: string): Promise<void> {
  if (!valid) throw new Error(message);
}
