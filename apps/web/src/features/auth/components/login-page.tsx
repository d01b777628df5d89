import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, theme } from 'antd';
import { loginBodySchema, type LoginBody } from '@depot/shared/auth/auth.schema';
// The app's own texts only, so the sign-in bundle does not carry every screen's texts.
import { appTexts as vi } from '../../../i18n/texts/app';
import { errorMessage } from '../../../lib/api-client';
import { zodRule } from '../../../lib/zod-rule';
import { useLogin } from '../api/login';
import { logout } from '../api/logout';

const rules = {
  username: [zodRule(loginBodySchema.shape.username)],
  password: [zodRule(loginBodySchema.shape.password)],
};

/** /login and /register (spec 1 §2): opening it signs out; success goes to the goods list. */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const { token } = theme.useToken();

  useEffect(() => {
    logout();
    queryClient.clear();
  }, [queryClient]);

  const onFinish = (values: LoginBody) => {
    loginMutation.mutate(values, {
      onSuccess: () => void navigate('/products', { replace: true }),
    });
  };

  return (
    <Flex
      component="main"
      justify="center"
      align="center"
      // border-box: the padding inside the 100vh, or the page scrolls by twice the padding.
      style={{ minHeight: '100vh', boxSizing: 'border-box', padding: 16, background: '#f0f2f5' }}
    >
      {/* A plain panel, not antd's Card and Typography: those two are a tenth of the sign-in
          screen's JavaScript (scripts/bench-bundle.mjs, limit 300 kB gzipped). */}
      <div
        style={{
          width: '100%',
          maxWidth: 400,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <h1 style={{ fontSize: 24, textAlign: 'center', margin: '0 0 8px', fontWeight: 600 }}>
          {vi.appName}
        </h1>
        <p style={{ textAlign: 'center', color: token.colorTextSecondary, margin: '0 0 16px' }}>
          {vi.login.title}
        </p>
        {loginMutation.isError && (
          <Alert
            type="error"
            showIcon
            title={errorMessage(loginMutation.error)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<LoginBody> layout="vertical" onFinish={onFinish} disabled={loginMutation.isPending}>
          <Form.Item label={vi.login.username} name="username" rules={rules.username}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={vi.login.password} name="password" rules={rules.password}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
            {vi.login.submit}
          </Button>
        </Form>
        {/* The server's own page, not a route of this app: a plain link loads it. */}
        <p style={{ textAlign: 'center', margin: '16px 0 0' }}>
          <a href="/tra-cuu">{vi.login.track}</a>
        </p>
      </div>
    </Flex>
  );
}
