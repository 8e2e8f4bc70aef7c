import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH, type LoginInput } from '@srd/contract';
import { safeRedirect } from '../../platform/navigation';
import { AuthLayout } from '../../platform/public/AuthLayout';
import { signingIn, startSession } from '../../platform/session';
import { login } from './api';
import { FormItem } from '../../platform/crud/FormItem';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);

  // No query library here: it would join the login page's download for one call.
  async function signIn(input: LoginInput) {
    setPending(true);
    try {
      const answer = login(input);
      // Asked for after the sign-in itself, so it does not queue behind the downloads.
      signingIn();
      const { accessToken, expiresAt } = await answer;
      await startSession(accessToken, expiresAt);
      // The session guard loads the profile and sends a status-3 user to the password change.
      await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch {
      // The API client has shown why.
    } finally {
      setPending(false);
    }
  }
  const required: FormRule = { required: true, message: t('common:validation.required') };

  return (
    <AuthLayout heading={t('login.heading')}>
      <Form<LoginInput>
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={({ userName, password }) => void signIn({ userName: userName.trim(), password })}
      >
        <FormItem name="userName" label={t('login.userName')} rules={[{ ...required, whitespace: true }]}>
          <Input
            name="userName"
            prefix={<UserOutlined />}
            autoComplete="username"
            maxLength={USER_NAME_MAX_LENGTH}
            autoFocus
          />
        </FormItem>
        <FormItem name="password" label={t('login.password')} rules={[required]}>
          <Input.Password
            name="password"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
        </FormItem>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
