import { useMemo, useState } from 'react';
import { Button, Card, DatePicker, Form, Space, Typography } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import { EMPTY_PICKUP_MESSAGE } from '@depot/shared/products/products.schema';
import { foldVietnamese } from '@depot/shared/text/fold';
import { formatWeight, toIsoDate } from '@depot/shared/text/format';
import { matchesFolded } from '@depot/shared/text/match';
import { sumWeights } from '@depot/shared/trips/trips.rules';
import { OverloadConfirmDialog } from '../../../components/overload-confirm-dialog';
import { sameCode } from '../../../components/search-select/same-code';
import { SearchSelect } from '../../../components/search-select/search-select';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';
import { useAllCars } from '../../../lib/car-queries';
import { useDepotToday } from '../../../lib/depot-zone';
import { useCarLoad } from '../api/get-car-load';
import { CarLoadSummary } from './car-load-summary';
import { LoadedMeanwhile } from './loaded-meanwhile';
import { usePickup } from './use-pickup';

const t = vi.products.pickup;
const DATE_FORMAT = 'DD-MM-YYYY';

type PickupValues = { car_id?: number; datetime_from?: dayjs.Dayjs | null };
type CarOption = { value: number; label: string; folded: string; plate: string };

type PickupFormProps = {
  /** The goods picked in the list, on any page. */
  selected: Product[];
  /** After a successful pickup: the list clears its selection. */
  onLoaded: () => void;
};

/**
 * Spec 1 §2 Pickup form (`Lên Hàng`) under the goods table: the picked goods' weight, a vehicle
 * (plate and driver), a departure date (today by default); beyond the spec, the vehicle's load
 * that day and what would remain, and a confirmation when the server finds an overload.
 */
export function PickupForm({ selected, onLoaded }: PickupFormProps) {
  const toast = useToast();
  const [form] = Form.useForm<PickupValues>();
  const cars = useAllCars();
  const pickup = usePickup(() => {
    onLoaded();
  });
  // The depot's day, whatever the browser's clock zone (docs/domain.md).
  const today = useDepotToday();
  const [initialDate] = useState(() => dayjs(today));
  const carId = Form.useWatch('car_id', form);
  const date = Form.useWatch('datetime_from', form);
  const isoDate = date ? toIsoDate(date.toDate()) : undefined;
  const load = useCarLoad({ car_id: carId, datetime_from: isoDate });

  const weight = useMemo(() => sumWeights(selected.map((p) => p.total_weight)), [selected]);
  const options = useMemo<CarOption[]>(
    () =>
      (cars.data ?? []).map((car) => {
        const label = `${car.number_car} · ${car.driver_name}`;
        return { value: car.id, label, folded: foldVietnamese(label), plate: car.number_car };
      }),
    [cars.data],
  );

  const submit = () =>
    pickup.send(async () => {
      if (selected.length === 0) {
        toast.error(EMPTY_PICKUP_MESSAGE);
        await form.validateFields().catch(() => undefined);
        return undefined;
      }
      const values = await form.validateFields().catch(() => undefined);
      if (!values?.car_id || !values.datetime_from) return undefined;
      return {
        car_id: values.car_id,
        datetime_from: toIsoDate(values.datetime_from.toDate()),
        products: selected.map((p) => p.id),
      };
    });

  return (
    <Card title={t.title} style={{ marginTop: 16 }}>
      <Typography.Paragraph>
        {t.selectedWeight}: <strong aria-label={t.selectedWeight}>{formatWeight(weight)}</strong> (
        {t.selectedCount(selected.length)})
      </Typography.Paragraph>
      <LoadedMeanwhile selected={selected} />
      <Form<PickupValues>
        form={form}
        layout="vertical"
        initialValues={{ datetime_from: initialDate }}
      >
        <Space wrap align="start" size="middle" style={{ width: '100%' }}>
          <Form.Item
            name="car_id"
            label={t.car}
            rules={[{ required: true, message: t.carRequired }]}
            style={{ width: 320, maxWidth: 'calc(100vw - 64px)' }}
          >
            <SearchSelect<number, CarOption>
              placeholder={t.pickCar}
              options={options}
              loading={cars.isFetching}
              allowClear
              notFoundContent={t.noCar}
              filterOption={(input, option) => matchesFolded(option.folded, input)}
              // Every vehicle comes in one reply, filtered here: once in, it answers any text.
              answers={() => !cars.isPending}
              isExact={(option, text) => sameCode(text, option.plate)}
            />
          </Form.Item>
          <Form.Item
            name="datetime_from"
            label={t.date}
            rules={[{ required: true, message: t.dateRequired }]}
          >
            <DatePicker format={DATE_FORMAT} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label=" ">
            {/* Not a submit button: the empty-selection message must show even while a field is missing. */}
            <Button type="primary" loading={pickup.pending} onClick={submit}>
              {t.submit}
            </Button>
          </Form.Item>
        </Space>
      </Form>
      {load.data && carId !== undefined && <CarLoadSummary load={load.data} adding={weight} />}
      <OverloadConfirmDialog
        overload={pickup.overload}
        pending={pickup.pending}
        question={t.overloadQuestion}
        okText={t.overloadConfirm}
        cancelText={t.overloadCancel}
        onConfirm={() => pickup.confirmOverload()}
        onCancel={pickup.cancelOverload}
      />
    </Card>
  );
}
