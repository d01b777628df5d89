import { useNavigate } from 'react-router';
import { Form, Input } from 'antd';
import { carFields } from '@depot/shared/cars/cars.schema';
import { formatTons } from '@depot/shared/text/format';
import { DecimalInput } from '../../../components/decimal-input';
import { ResourceForm } from '../../../components/resource-form';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateCar, type CarSaved } from '../api/create-car';
import { useUpdateCar } from '../api/update-car';

export type CarFormValues = { number_car?: string; driver_name?: string; total_weight?: number };

const FIELDS = ['number_car', 'driver_name', 'total_weight'] as const;
// The schemas the server validates with (limits and messages defined once, in shared).
const rules = {
  number_car: [zodRule(carFields.number_car)],
  driver_name: [zodRule(carFields.driver_name)],
  total_weight: [zodRule(carFields.total_weight)],
};

/** An emptied number input holds null, which the schema would read as 0, not as "missing". */
const emptyAsUndefined = (value: number | null | undefined) => value ?? undefined;

type CarFormProps = {
  /** Present on /cars/update/:id: the form updates that car; absent, it creates one. */
  id?: number;
  initialValues?: CarFormValues;
};

/**
 * Create and update share this form. The server stores the plate in its normal form; the
 * result alert names it, and an update puts it back in the field. A create clears the form.
 */
export function CarForm({ id, initialValues }: CarFormProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<CarFormValues>();
  const { result, setResult, fail } = useFormResult(form, FIELDS);
  const createCar = useCreateCar();
  const updateCar = useUpdateCar();
  const weight = Form.useWatch('total_weight', form);
  const isUpdate = id !== undefined;

  const onSaved = ({ message, car }: CarSaved) =>
    setResult({ type: 'success', message, detail: vi.cars.savedPlate(car.number_car) });

  const onSubmit = (values: CarFormValues) => {
    setResult(null);
    const body = {
      number_car: values.number_car ?? '',
      driver_name: values.driver_name ?? '',
      total_weight: values.total_weight ?? 0,
    };
    if (!isUpdate) {
      createCar.mutate(body, {
        onSuccess: (saved) => {
          onSaved(saved);
          form.resetFields();
          form.focusField('number_car');
        },
        onError: fail,
      });
      return;
    }
    updateCar.mutate(
      { id, body },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          const { number_car, driver_name, total_weight } = saved.car;
          form.setFieldsValue({ number_car, driver_name, total_weight });
        },
        onError: fail,
      },
    );
  };

  return (
    <ResourceForm<CarFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      result={result}
      isUpdate={isUpdate}
      submitting={createCar.isPending || updateCar.isPending}
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
        // DESIGN.md decision 3: the capacity in tons, live, as the lists show it.
        extra={typeof weight === 'number' && weight > 0 ? vi.cars.tons(formatTons(weight)) : null}
      >
        <DecimalInput min={0} />
      </Form.Item>
    </ResourceForm>
  );
}
