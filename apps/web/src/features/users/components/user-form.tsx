import { Alert, Button, Form, Input, Select, Space, type FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { userCreateSchema, userUpdateSchema, type Role } from '@depot/shared/users/users.schema';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import { LockedInput } from './locked-input';
import type { RoleOption } from './role-options';

export type UserFormValues = {
  username?: string;
  password?: string;
  email?: string;
  fullname?: string;
  role?: Role;
};

export const USER_FORM_FIELDS = ['username', 'password', 'email', 'fullname', 'role'] as const;

export type FormResult = { type: 'success' | 'error'; message: string } | null;

type UserFormProps = {
  mode: 'create' | 'update';
  form: FormInstance<UserFormValues>;
  initialValues?: UserFormValues;
  roles: RoleOption[];
  submitting: boolean;
  result: FormResult;
  onSubmit: (values: UserFormValues) => void;
};

// The same shared schemas the server validates with (spec 1 §5).
const createRules = {
  username: [zodRule(userCreateSchema.shape.username)],
  password: [zodRule(userCreateSchema.shape.password)],
  email: [zodRule(userCreateSchema.shape.email)],
  fullname: [zodRule(userCreateSchema.shape.fullname)],
  role: [zodRule(userCreateSchema.shape.role)],
};
const updateRules = {
  username: [],
  password: [zodRule(userUpdateSchema.shape.password)],
  email: [],
  fullname: [zodRule(userUpdateSchema.shape.fullname)],
  role: [zodRule(userUpdateSchema.shape.role)],
};

/** Create and update share this form; update locks username and e-mail, password is optional. */
export function UserForm({
  mode,
  form,
  initialValues,
  roles,
  submitting,
  result,
  onSubmit,
}: UserFormProps) {
  const navigate = useNavigate();
  const isUpdate = mode === 'update';
  const rules = isUpdate ? updateRules : createRules;

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      style={{ maxWidth: 640 }}
    >
      {result && (
        <Alert type={result.type} showIcon title={result.message} style={{ marginBottom: 16 }} />
      )}

      <Form.Item label={vi.users.username} name="username" rules={rules.username}>
        {isUpdate ? (
          <LockedInput tooltip={vi.users.usernameLocked} />
        ) : (
          <Input autoComplete="off" />
        )}
      </Form.Item>
      <Form.Item label={vi.users.password} name="password" rules={rules.password}>
        <Input.Password
          autoComplete="new-password"
          placeholder={isUpdate ? vi.users.passwordUnchanged : undefined}
        />
      </Form.Item>
      <Form.Item label={vi.users.email} name="email" rules={rules.email}>
        {isUpdate ? (
          <LockedInput tooltip={vi.users.emailLocked} />
        ) : (
          <Input inputMode="email" autoComplete="off" />
        )}
      </Form.Item>
      <Form.Item label={vi.users.fullname} name="fullname" rules={rules.fullname}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={vi.users.role} name="role" rules={rules.role}>
        <Select options={roles} />
      </Form.Item>

      <Space>
        <Button onClick={() => navigate('/users')}>{vi.common.back}</Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {isUpdate ? vi.common.update : vi.common.create}
        </Button>
      </Space>
    </Form>
  );
}
