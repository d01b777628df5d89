import { useNavigate } from 'react-router';
import { Form, Input, type FormInstance } from 'antd';
import { branchBodySchema } from '@depot/shared/branches/branches.schema';
import type { FormResult } from '../../../components/form-result-alert';
import { ResourceForm } from '../../../components/resource-form';
import { vi } from '../../../i18n/vi';
import type { FormValuesOf } from '../../../lib/form-values';
import { zodRule } from '../../../lib/zod-rule';
import { ProvincesSelect } from './provinces-select';

export type BranchFormValues = FormValuesOf<typeof branchBodySchema>;

export const BRANCH_FORM_FIELDS = ['name', 'code', 'address', 'phone', 'province_ids'] as const;

// The schema the server validates with (limits and messages defined once, in shared); the code
// is read as the server reads it, so `ct` passes and is stored as `CT`.
const fields = branchBodySchema.shape;
const rules = {
  name: [zodRule(fields.name)],
  code: [zodRule(fields.code)],
  address: [zodRule(fields.address)],
  phone: [zodRule(fields.phone)],
  province_ids: [zodRule(fields.province_ids)],
};

type BranchFormProps = {
  mode: 'create' | 'update';
  /** The branch being edited: its own provinces are not "served by another branch". */
  branchId?: number;
  form: FormInstance<BranchFormValues>;
  initialValues?: BranchFormValues;
  submitting: boolean;
  result: FormResult;
  onSubmit: (values: BranchFormValues) => void;
};

/** Create and update share this form; the page saves and answers in the result alert. */
export function BranchForm({
  mode,
  branchId,
  form,
  initialValues,
  submitting,
  result,
  onSubmit,
}: BranchFormProps) {
  const navigate = useNavigate();
  return (
    <ResourceForm<BranchFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      result={result}
      isUpdate={mode === 'update'}
      submitting={submitting}
      onBack={() => void navigate('/chi-nhanh')}
    >
      <Form.Item label={vi.branches.name} name="name" rules={rules.name}>
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        label={vi.branches.code}
        name="code"
        rules={rules.code}
        extra={vi.branches.codeHint}
      >
        <Input autoComplete="off" maxLength={8} style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item label={vi.branches.address} name="address" rules={rules.address}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={vi.branches.phone} name="phone" rules={rules.phone}>
        <Input autoComplete="off" inputMode="tel" />
      </Form.Item>
      <Form.Item
        label={vi.branches.provinces}
        name="province_ids"
        rules={rules.province_ids}
        extra={vi.branches.provincesHint}
      >
        <ProvincesSelect branchId={branchId} />
      </Form.Item>
    </ResourceForm>
  );
}
