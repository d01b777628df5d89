import { useNavigate } from 'react-router';
import { Form, Input, type FormInstance } from 'antd';
import { specificationBodySchema } from '@depot/shared/specifications/specifications.schema';
import type { FormResult } from '../../../components/form-result-alert';
import { ResourceForm } from '../../../components/resource-form';
import { vi } from '../../../i18n/vi';
import type { FormValuesOf } from '../../../lib/form-values';
import { zodRule } from '../../../lib/zod-rule';

export type SpecificationFormValues = FormValuesOf<typeof specificationBodySchema>;

export const SPECIFICATION_FORM_FIELDS = ['name'] as const;

// The schema the server validates with (limits and messages defined once, in shared).
const nameRules = [zodRule(specificationBodySchema.shape.name)];

type SpecificationFormProps = {
  mode: 'create' | 'update';
  form: FormInstance<SpecificationFormValues>;
  initialValues?: SpecificationFormValues;
  submitting: boolean;
  result: FormResult;
  onSubmit: (values: SpecificationFormValues) => void;
};

/** Create and update share this form; the page saves and answers in the result alert. */
export function SpecificationForm({
  mode,
  form,
  initialValues,
  submitting,
  result,
  onSubmit,
}: SpecificationFormProps) {
  const navigate = useNavigate();
  return (
    <ResourceForm<SpecificationFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      result={result}
      isUpdate={mode === 'update'}
      submitting={submitting}
      onBack={() => void navigate('/specifications')}
    >
      <Form.Item label={vi.specifications.name} name="name" rules={nameRules}>
        <Input autoComplete="off" autoFocus />
      </Form.Item>
    </ResourceForm>
  );
}
