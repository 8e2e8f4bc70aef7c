import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, UserStatus } from '@srd/contract';
import { ApiError } from '../../platform/api';
import { safeRedirect } from '../../platform/navigation';
import { passwordFieldErrors } from '../../platform/password/passwordErrors';
import { usePasswordRules } from '../../platform/password/passwordRules';
import { profileQuery, useProfile } from '../../platform/profile';
import { AuthLayout } from '../../platform/public/AuthLayout';
import { queryClient } from '../../platform/queryClient';
import { updatePassword } from './api';
import { useLogout } from './useLogout';
import { feedback } from '../../platform/feedback';
import { FormItem } from '../../platform/crud/FormItem';

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

  const rules = usePasswordRules({ newField: 'newPassword', differFrom: 'oldPassword' });
  const passwordInput = (name: keyof Values, autoComplete: string) => (
    <Input.Password
      id={name}
      name={name}
      prefix={<LockOutlined />}
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );

  return (
    <AuthLayout heading={t('password.heading')}>
      {forced && (
        <Alert
          id="forcedPasswordChange"
          type="warning"
          showIcon
          title={t('password.forced')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => change.mutate(values)}>
        {/* Tells password managers whose password changes. */}
        <input type="text" name="username" autoComplete="username" value={loginId} readOnly hidden />
        <FormItem name="oldPassword" label={t('password.old')} rules={[rules.required]}>
          {passwordInput('oldPassword', 'current-password')}
        </FormItem>
        <FormItem name="newPassword" label={t('password.new')} dependencies={['oldPassword']} rules={rules.newPassword}>
          {passwordInput('newPassword', 'new-password')}
        </FormItem>
        <FormItem
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={rules.confirm}
        >
          {passwordInput('confirmPassword', 'new-password')}
        </FormItem>
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
