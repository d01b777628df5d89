import { useParams } from 'react-router';
import { Form } from 'antd';
import { FormPageShell } from '../../../components/form-page-shell';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { useSession } from '../../../lib/session';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { roleOptions } from './role-options';
import { USER_FORM_FIELDS, UserForm, type UserFormValues } from './user-form';

/** /users/update/:id: username and e-mail locked, password optional, result in an alert. */
export function UserUpdatePage() {
  const { id = '' } = useParams();
  const { user: actor } = useSession();
  const [form] = Form.useForm<UserFormValues>();
  const { result, setResult, fail } = useFormResult(form, USER_FORM_FIELDS);
  const userQuery = useUser(id);
  const updateUser = useUpdateUser();
  const target = userQuery.data;

  const onSubmit = (values: UserFormValues) => {
    if (!target) return;
    setResult(null);
    const body = {
      fullname: values.fullname ?? '',
      // Empty means "keep the current password".
      password: values.password ? values.password : undefined,
      role: values.role,
      branch_id: values.branch_id,
    };
    updateUser.mutate(
      { id: target.id, body },
      {
        onSuccess: (message) => {
          setResult({ type: 'success', message });
          form.setFieldValue('password', undefined);
        },
        onError: fail,
      },
    );
  };

  return (
    <FormPageShell title={vi.users.updateTitle} detail={userQuery} backPath="/users">
      <UserForm
        key={target?.id ?? 'none'}
        mode="update"
        form={form}
        initialValues={
          target && {
            username: target.username,
            email: target.email,
            fullname: target.fullname,
            role: target.role,
            branch_id: target.branch_id,
          }
        }
        roles={roleOptions(actor?.role, target?.role)}
        submitting={updateUser.isPending}
        result={result}
        onSubmit={onSubmit}
      />
    </FormPageShell>
  );
}
