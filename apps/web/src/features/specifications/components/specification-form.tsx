import { useNavigate } from 'react-router';
import { Form, Input } from 'antd';
import { specificationBodySchema } from '@depot/shared/specifications/specifications.schema';
import { ResourceForm } from '../../../components/resource-form';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
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
  const { result, setResult, fail } = useFormResult(form, FIELDS);
  const createSpecification = useCreateSpecification();
  const updateSpecification = useUpdateSpecification();
  const isUpdate = id !== undefined;

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
        onError: fail,
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
        onError: fail,
      },
    );
  };

  return (
    <ResourceForm<SpecificationFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      result={result}
      isUpdate={isUpdate}
      submitting={createSpecification.isPending || updateSpecification.isPending}
      onBack={() => void navigate('/specifications')}
    >
      <Form.Item label={vi.specifications.name} name="name" rules={nameRules}>
        <Input autoComplete="off" autoFocus />
      </Form.Item>
    </ResourceForm>
  );
}
