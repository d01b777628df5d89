import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
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
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center' }}>
          {vi.appName}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {vi.login.title}
        </Typography.Paragraph>
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
      </Card>
    </Flex>
  );
}
