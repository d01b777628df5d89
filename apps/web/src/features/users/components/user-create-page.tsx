import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, Form } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSession } from '../../../lib/session';
import { useCreateUser } from '../api/create-user';
import { roleOptions } from './role-options';
import { USER_FORM_FIELDS, UserForm, type FormResult, type UserFormValues } from './user-form';

const INITIAL_VALUES: UserFormValues = { role: 'staff' };

/** /users/create: on success back to the list with a green toast; errors stay on the form. */
export function UserCreatePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { user: actor } = useSession();
  const [form] = Form.useForm<UserFormValues>();
  const [result, setResult] = useState<FormResult>(null);
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
          navigate('/users');
        },
        onError: (error) => {
          setResult({ type: 'error', message: errorMessage(error) });
          showServerFieldErrors(form, error, USER_FORM_FIELDS);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={vi.users.createTitle} />
      <Card>
        <UserForm
          mode="create"
          form={form}
          initialValues={INITIAL_VALUES}
          roles={roleOptions(actor?.role)}
          submitting={createUser.isPending}
          result={result}
          onSubmit={onSubmit}
        />
      </Card>
    </>
  );
}
