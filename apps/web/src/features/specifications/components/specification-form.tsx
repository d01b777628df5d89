import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Space } from 'antd';
import { specificationBodySchema } from '@depot/shared/specifications/specifications.schema';
import { FormResultAlert, type FormResult } from '../../../components/form-result-alert';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateSpecification } from '../api/create-specification';
import { useUpdateSpecification } from '../api/update-specification';

type SpecificationFormValues = { name?: string };

const FIELDS = ['name'] as const;
// The schema the server validates with (limits and messages defined once, in shared).
const nameRules = [zodRule(specificationBodySchema.shape.name)];

type SpecificationFormProps = {
  /** Present on /specifications/update/:id: the form updates that row; absent, it creates. */
  id?: number;
  initialValues?: SpecificationFormValues;
};

/**
 * Create and update share this form. After a create it clears and stays, since staff enter
 * several specifications in a row; after an update it shows the stored name.
 */
export function SpecificationForm({ id, initialValues }: SpecificationFormProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<SpecificationFormValues>();
  const [result, setResult] = useState<FormResult>(null);
  const createSpecification = useCreateSpecification();
  const updateSpecification = useUpdateSpecification();
  const isUpdate = id !== undefined;

  const onError = (error: unknown) => {
    setResult({ type: 'error', message: errorMessage(error) });
    showServerFieldErrors(form, error, FIELDS);
  };

  const onSubmit = (values: SpecificationFormValues) => {
    setResult(null);
    const body = { name: values.name ?? '' };
    if (!isUpdate) {
      createSpecification.mutate(body, {
        onSuccess: ({ message }) => {
          setResult({ type: 'success', message });
          form.resetFields();
          form.focusField('name');
        },
        onError,
      });
      return;
    }
    updateSpecification.mutate(
      { id, body },
      {
        onSuccess: ({ message, specification }) => {
          setResult({ type: 'success', message });
          form.setFieldsValue({ name: specification.name });
        },
        onError,
      },
    );
  };

  return (
    <Form<SpecificationFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      style={{ maxWidth: 640 }}
    >
      <FormResultAlert result={result} />
      <Form.Item label={vi.specifications.name} name="name" rules={nameRules}>
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Space>
        <Button onClick={() => navigate('/specifications')}>{vi.common.back}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={createSpecification.isPending || updateSpecification.isPending}
        >
          {isUpdate ? vi.common.update : vi.common.create}
        </Button>
      </Space>
    </Form>
  );
}
