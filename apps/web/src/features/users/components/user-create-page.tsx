import { Form } from 'antd';
import { FormPageShell } from '../../../components/form-page-shell';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { useSession } from '../../../lib/session';
import { useCreateUser } from '../api/create-user';
import { roleOptions } from './role-options';
import { USER_FORM_FIELDS, UserForm, type UserFormValues } from './user-form';

/**
 * /users/create: as every create form, the server's answer in the result alert and, on success,
 * an empty form for the next account (spec 1 §4).
 */
export function UserCreatePage() {
  const { user: actor } = useSession();
  const [form] = Form.useForm<UserFormValues>();
  const { result, setResult, fail } = useFormResult(form, USER_FORM_FIELDS);
  const createUser = useCreateUser();

  const onSubmit = (values: UserFormValues) => {
    setResult(null);
    createUser.mutate(
      {
        username: values.username ?? '',
        password: values.password ?? '',
        email: values.email ?? '',
        fullname: values.fullname ?? '',
        role: values.role ?? 'staff',
        branch_id: values.branch_id,
      },
      {
        onSuccess: (message) => {
          setResult({ type: 'success', message });
          form.resetFields();
          form.focusField('username');
        },
        onError: fail,
      },
    );
  };

  return (
    <FormPageShell title={vi.users.createTitle}>
      <UserForm
        mode="create"
        form={form}
        // A new account works for the creator's branch unless another is chosen.
        initialValues={{ role: 'staff', branch_id: actor?.branch_id ?? null }}
        roles={roleOptions(actor?.role)}
        submitting={createUser.isPending}
        result={result}
        onSubmit={onSubmit}
      />
    </FormPageShell>
  );
}
