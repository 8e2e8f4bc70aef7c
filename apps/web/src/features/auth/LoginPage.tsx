import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH, type LoginInput } from '@srd/contract';
import { safeRedirect } from '../../platform/navigation';
import { startSession } from '../../platform/session';
import { login } from './api';
import { AuthLayout } from './AuthLayout';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useMutation({
    mutationFn: login,
    // The session guard loads the profile and sends a status-3 user to the password change.
    onSuccess: async ({ accessToken, expiresAt }) => {
      startSession(accessToken, expiresAt);
      await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    },
  });
  const required: FormRule = { required: true, message: t('common:validation.required') };

  return (
    <AuthLayout heading={t('login.heading')}>
      <Form<LoginInput>
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={({ userName, password }) => signIn.mutate({ userName: userName.trim(), password })}
      >
        <Form.Item name="userName" label={t('login.userName')} rules={[{ ...required, whitespace: true }]}>
          <Input
            name="userName"
            prefix={<UserOutlined />}
            autoComplete="username"
            maxLength={USER_NAME_MAX_LENGTH}
            autoFocus
          />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[required]}>
          <Input.Password
            name="password"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
