import { useState } from 'react';
import { DatePicker, Form, Modal } from 'antd';
import { formatTons, toIsoDate } from '@depot/shared/text/format';
import { matchesFolded } from '@depot/shared/text/match';
import { OverloadConfirmDialog } from '../../../components/overload-confirm-dialog';
import { sameCode } from '../../../components/search-select/same-code';
import { SearchSelect } from '../../../components/search-select/search-select';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';
import { useAllCars } from '../../../lib/car-queries';
import { useMove } from './use-move';

const t = vi.statements;

type MoveDialogProps = {
  open: boolean;
  /** The goods (product ids) to move. */
  products: number[];
  /** Where they are now: the dialog starts on that date. */
  date: string;
  onClose: (moved: boolean) => void;
};

/**
 * Chuyển xe: the chosen goods go to another vehicle or date in one transaction; the server
 * refuses (409) naming goods no longer on a vehicle, and nothing moves then. Past the target
 * vehicle's capacity it refuses too, and the move goes through once the clerk confirms.
 */
export function MoveDialog({ open, products, date, onClose }: MoveDialogProps) {
  const cars = useAllCars(open);
  const move = useMove(() => onClose(true));
  const [carId, setCarId] = useState<number>();
  const [day, setDay] = useState(date);

  const onOk = () => {
    if (carId !== undefined) move.send({ products, car_id: carId, datetime_from: day });
  };

  return (
    <Modal
      open={open}
      title={t.moveTitle(products.length)}
      okText={t.confirmOk}
      cancelText={t.confirmCancel}
      okButtonProps={{ disabled: carId === undefined }}
      cancelButtonProps={{ disabled: move.pending }}
      confirmLoading={move.pending}
      onOk={onOk}
      onCancel={() => {
        // Closing while the move runs would hide its answer, and an overload to confirm.
        if (!move.pending) onClose(false);
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t.moveCar} htmlFor="move-car">
          <SearchSelect<number, { value: number; label: string; plate: string }>
            id="move-car"
            loading={cars.isLoading}
            value={carId}
            onChange={setCarId}
            options={(cars.data ?? []).map((car) => ({
              value: car.id,
              label: `${car.number_car} — ${formatTons(car.total_weight)}`,
              plate: car.number_car,
            }))}
            filterOption={(input, option) => matchesFolded(option.label, input)}
            // Every vehicle comes in one reply, filtered here: once in, it answers any text.
            answers={() => !cars.isPending}
            isExact={(option, text) => sameCode(text, option.plate)}
          />
        </Form.Item>
        <Form.Item label={t.moveDate} htmlFor="move-date">
          <DatePicker
            id="move-date"
            format="DD/MM/YYYY"
            allowClear={false}
            value={dayjs(day)}
            onChange={(value) => value && setDay(toIsoDate(value.toDate()))}
          />
        </Form.Item>
      </Form>
      <OverloadConfirmDialog
        overload={move.overload}
        pending={move.pending}
        question={t.moveOverloadQuestion}
        okText={t.moveOverloadConfirm}
        cancelText={t.confirmCancel}
        onConfirm={() => move.confirmOverload()}
        onCancel={move.cancelOverload}
      />
    </Modal>
  );
}
