import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Card, Form, Spin } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSession } from '../../../lib/session';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { roleOptions } from './role-options';
import { USER_FORM_FIELDS, UserForm, type FormResult, type UserFormValues } from './user-form';

/** /users/update/:id: username and e-mail locked, password optional, result in an alert. */
export function UserUpdatePage() {
  const { id = '' } = useParams();
  const { user: actor } = useSession();
  const [form] = Form.useForm<UserFormValues>();
  const [result, setResult] = useState<FormResult>(null);
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
    };
    updateUser.mutate(
      { id: target.id, body },
      {
        onSuccess: (message) => {
          setResult({ type: 'success', message });
          form.setFieldValue('password', undefined);
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
      <PageHeader title={vi.users.updateTitle} />
      <Card>
        {userQuery.isPending ? (
          <Spin description={vi.common.loading} size="large">
            <div style={{ minHeight: 240 }} aria-busy="true" />
          </Spin>
        ) : (
          <>
            {userQuery.isError && (
              <Alert
                type="error"
                showIcon
                title={errorMessage(userQuery.error)}
                style={{ marginBottom: 16 }}
              />
            )}
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
                }
              }
              roles={roleOptions(actor?.role, target?.role)}
              submitting={updateUser.isPending}
              result={result}
              onSubmit={onSubmit}
            />
          </>
        )}
      </Card>
    </>
  );
}
