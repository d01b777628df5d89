import { useParams } from 'react-router';
import { Alert, Card, Spin } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
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
    <>
      <PageHeader title={isUpdate ? vi.cars.updateTitle : vi.cars.createTitle} />
      <Card>
        {isUpdate && detail.isPending ? (
          <Spin description={vi.common.loading} size="large">
            <div style={{ minHeight: 240 }} aria-busy="true" />
          </Spin>
        ) : (
          <>
            {detail.isError && (
              <Alert
                type="error"
                showIcon
                title={errorMessage(detail.error)}
                style={{ marginBottom: 16 }}
              />
            )}
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
          </>
        )}
      </Card>
    </>
  );
}
