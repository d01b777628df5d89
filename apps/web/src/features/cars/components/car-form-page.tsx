import { useParams } from 'react-router';
import { Form } from 'antd';
import type { Car, CarBody } from '@depot/shared/cars/cars.schema';
import { FormPageShell } from '../../../components/form-page-shell';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { useCreateCar, type CarSaved } from '../api/create-car';
import { useCar } from '../api/get-car';
import { useUpdateCar } from '../api/update-car';
import { CAR_FORM_FIELDS, CarForm, type CarFormValues } from './car-form';

function formValuesOf(car: Car): CarFormValues {
  return {
    number_car: car.number_car,
    driver_name: car.driver_name,
    total_weight: car.total_weight,
  };
}

/** What POST and PUT /cars take; the server normalises the plate and checks again. */
function toCarBody(values: CarFormValues): CarBody {
  return {
    number_car: values.number_car ?? '',
    driver_name: values.driver_name ?? '',
    total_weight: values.total_weight ?? 0,
  };
}

/**
 * /cars/create and /cars/update/:id: one page, one form, the mode chosen by whether the route
 * has an id (as the customer form does, spec 1 §2). Keyed by the id so that going from one to
 * the other never shares typed values.
 */
export function CarFormPage() {
  const { id } = useParams();
  return <CarFormScreen key={id ?? 'create'} id={id} />;
}

/**
 * The server stores the plate in its normal form; the result alert names it, and an update
 * puts it back in the field. A create clears the form for the next car.
 */
function CarFormScreen({ id }: { id: string | undefined }) {
  const isUpdate = id !== undefined;
  const [form] = Form.useForm<CarFormValues>();
  const { result, setResult, fail } = useFormResult(form, CAR_FORM_FIELDS);
  const detail = useCar(id);
  const createCar = useCreateCar();
  const updateCar = useUpdateCar();
  const car = detail.data;

  const onSaved = ({ message, car: saved }: CarSaved) =>
    setResult({ type: 'success', message, detail: vi.cars.savedPlate(saved.number_car) });

  const onSubmit = (values: CarFormValues) => {
    setResult(null);
    const body = toCarBody(values);
    if (!isUpdate) {
      createCar.mutate(body, {
        onSuccess: (saved) => {
          onSaved(saved);
          form.resetFields();
          form.focusField('number_car');
        },
        onError: fail,
      });
    } else if (car) {
      updateCar.mutate(
        { id: car.id, body },
        {
          onSuccess: (saved) => {
            onSaved(saved);
            form.setFieldsValue(formValuesOf(saved.car));
          },
          onError: fail,
        },
      );
    }
  };

  return (
    <FormPageShell
      title={isUpdate ? vi.cars.updateTitle : vi.cars.createTitle}
      detail={isUpdate ? detail : undefined}
      backPath="/cars"
    >
      <CarForm
        mode={isUpdate ? 'update' : 'create'}
        form={form}
        initialValues={car && formValuesOf(car)}
        submitting={createCar.isPending || updateCar.isPending}
        result={result}
        onSubmit={onSubmit}
      />
    </FormPageShell>
  );
}
