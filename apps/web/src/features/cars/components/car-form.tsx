import { useNavigate } from 'react-router';
import { Form, Input, type FormInstance } from 'antd';
import { carFields, type carBodySchema } from '@depot/shared/cars/cars.schema';
import { formatTons } from '@depot/shared/text/format';
import { DecimalInput } from '../../../components/decimal-input';
import type { FormResult } from '../../../components/form-result-alert';
import { ResourceForm } from '../../../components/resource-form';
import { vi } from '../../../i18n/vi';
import type { FormValuesOf } from '../../../lib/form-values';
import { zodRule } from '../../../lib/zod-rule';

export type CarFormValues = FormValuesOf<typeof carBodySchema>;

export const CAR_FORM_FIELDS = ['number_car', 'driver_name', 'total_weight'] as const;

// The schemas the server validates with (limits and messages defined once, in shared).
const rules = {
  number_car: [zodRule(carFields.number_car)],
  driver_name: [zodRule(carFields.driver_name)],
  total_weight: [zodRule(carFields.total_weight)],
};

/** An emptied number input holds null, which the schema would read as 0, not as "missing". */
const emptyAsUndefined = (value: number | null | undefined) => value ?? undefined;

type CarFormProps = {
  mode: 'create' | 'update';
  form: FormInstance<CarFormValues>;
  initialValues?: CarFormValues;
  submitting: boolean;
  result: FormResult;
  onSubmit: (values: CarFormValues) => void;
};

/** Create and update share this form; the page saves and answers in the result alert. */
export function CarForm({ mode, form, initialValues, submitting, result, onSubmit }: CarFormProps) {
  const navigate = useNavigate();
  const weight = Form.useWatch('total_weight', form);

  return (
    <ResourceForm<CarFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      result={result}
      isUpdate={mode === 'update'}
      submitting={submitting}
      onBack={() => void navigate('/cars')}
    >
      <Form.Item
        label={vi.cars.numberCar}
        name="number_car"
        rules={rules.number_car}
        extra={vi.cars.plateHint}
      >
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label={vi.cars.driverName} name="driver_name" rules={rules.driver_name}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={vi.cars.weightKg}
        name="total_weight"
        rules={rules.total_weight}
        normalize={emptyAsUndefined}
        // docs/domain.md: the capacity in tons, live, as the lists show it.
        extra={typeof weight === 'number' && weight > 0 ? vi.cars.tons(formatTons(weight)) : null}
      >
        <DecimalInput min={0} />
      </Form.Item>
    </ResourceForm>
  );
}
