import { Form, Input, Select, type FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { userCreateSchema, userUpdateSchema } from '@depot/shared/users/users.schema';
import type { FormResult } from '../../../components/form-result-alert';
import { ResourceForm } from '../../../components/resource-form';
import { vi } from '../../../i18n/vi';
import type { FormValuesOf } from '../../../lib/form-values';
import { zodRule } from '../../../lib/zod-rule';
import { BranchSelect } from '../../../domain/branch-select';
import { useBranches } from '../../../lib/branch-queries';
import { LockedInput } from './locked-input';
import type { RoleOption } from './role-options';

/** The create body's fields; an update shows the same ones, username and e-mail locked. */
export type UserFormValues = FormValuesOf<typeof userCreateSchema>;

export const USER_FORM_FIELDS = [
  'username',
  'password',
  'email',
  'fullname',
  'role',
  'branch_id',
] as const;

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
  branch_id: [zodRule(userCreateSchema.shape.branch_id)],
};
const updateRules = {
  username: [],
  password: [zodRule(userUpdateSchema.shape.password)],
  email: [],
  fullname: [zodRule(userUpdateSchema.shape.fullname)],
  role: [zodRule(userUpdateSchema.shape.role)],
  branch_id: [zodRule(userUpdateSchema.shape.branch_id)],
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
  const { shown: branchesShown } = useBranches();
  const role = Form.useWatch('role', form);

  return (
    <ResourceForm<UserFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      result={result}
      isUpdate={isUpdate}
      submitting={submitting}
      onBack={() => void navigate('/users')}
    >
      <Form.Item label={vi.users.username} name="username" rules={rules.username}>
        {isUpdate ? (
          <LockedInput tooltip={vi.users.usernameLocked} />
        ) : (
          // Mounted again by the reset after a create: the next account starts here.
          <Input autoComplete="off" autoFocus />
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
      {/* A depot with one branch shows none; the owner works for every branch. */}
      <Form.Item
        label={vi.branches.branch}
        name="branch_id"
        rules={rules.branch_id}
        hidden={!branchesShown || role === 'superadmin'}
      >
        <BranchSelect noneLabel={vi.branches.everyBranch} />
      </Form.Item>
    </ResourceForm>
  );
}
