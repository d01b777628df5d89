import { useNavigate } from 'react-router';
import { Form } from 'antd';
import { FormPageShell } from '../../../components/form-page-shell';
import { useToast } from '../../../components/toast';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { useSession } from '../../../lib/session';
import { useCreateUser } from '../api/create-user';
import { roleOptions } from './role-options';
import { USER_FORM_FIELDS, UserForm, type UserFormValues } from './user-form';

const INITIAL_VALUES: UserFormValues = { role: 'staff' };

/** /users/create: on success back to the list with a green toast; errors stay on the form. */
export function UserCreatePage() {
  const navigate = useNavigate();
  const toast = useToast();
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
      },
      {
        onSuccess: (message) => {
          toast.success(message);
          void navigate('/users');
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
        initialValues={INITIAL_VALUES}
        roles={roleOptions(actor?.role)}
        submitting={createUser.isPending}
        result={result}
        onSubmit={onSubmit}
      />
    </FormPageShell>
  );
}
