import { useParams } from 'react-router';
import { FormPageShell } from '../../../components/form-page-shell';
import { vi } from '../../../i18n/vi';
import { useCar } from '../api/get-car';
import { CarForm } from './car-form';

/**
 * /cars/create and /cars/update/:id: one page, one form, the mode chosen by whether the route
 * has an id (as the customer form does, spec 1 §2).
 */
export function CarFormPage() {
  const { id } = useParams();
  const isUpdate = id !== undefined;
  const detail = useCar(id);
  const car = detail.data;

  return (
    <FormPageShell
      title={isUpdate ? vi.cars.updateTitle : vi.cars.createTitle}
      detail={isUpdate ? detail : undefined}
      backPath="/cars"
    >
      <CarForm
        // A new instance per route, so create ↔ update never shares typed values.
        key={id ?? 'create'}
        id={isUpdate ? Number(id) : undefined}
        initialValues={
          car && {
            number_car: car.number_car,
            driver_name: car.driver_name,
            total_weight: car.total_weight,
          }
        }
      />
    </FormPageShell>
  );
}
