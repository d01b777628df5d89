import { DatePicker, Form, Input, Radio, Select } from 'antd';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@depot/shared/payments/payments.rules';
import {
  PAYOUT_KIND_LABELS,
  RECORDED_PAYOUT_KINDS,
  TRIP_COST_TYPE_LABELS,
  TRIP_COST_TYPES,
} from '@depot/shared/payouts/payouts.rules';
import { toIsoDate } from '@depot/shared/text/format';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { DecimalInput } from '../../components/decimal-input';
import { vi } from '../../i18n/vi';
import { useDayTrips } from './get-day-trips';
import { payoutRule, type PayoutFormValues } from './payout-form-values';

const t = vi.payouts;

const KIND_OPTIONS = RECORDED_PAYOUT_KINDS.map((kind) => ({
  value: kind,
  label: PAYOUT_KIND_LABELS[kind],
}));
const COST_TYPE_OPTIONS = TRIP_COST_TYPES.map((type) => ({
  value: type,
  label: TRIP_COST_TYPE_LABELS[type],
}));
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/** Loại chi, then the trip fields of a trip cost, Số tiền, Hình thức and Ghi chú. */
export function PayoutFields() {
  const kind = Form.useWatch<PayoutFormValues['kind'] | undefined>('kind');
  return (
    <>
      <Form.Item label={t.kind} name="kind">
        <Radio.Group options={KIND_OPTIONS} />
      </Form.Item>
      {kind === 'trip' && <TripFields />}
      <Form.Item label={t.amount} name="amount" required rules={[payoutRule('amount')]}>
        <DecimalInput kind="money" suffix="đ" />
      </Form.Item>
      <Form.Item label={t.method} name="method">
        <Radio.Group options={METHOD_OPTIONS} />
      </Form.Item>
      <Form.Item
        label={t.note}
        name="note"
        required={kind === 'other'}
        dependencies={['kind']}
        rules={[payoutRule('note')]}
      >
        <Input.TextArea
          rows={2}
          maxLength={MAX_TEXT}
          placeholder={kind === 'other' ? t.otherNotePlaceholder : t.notePlaceholder}
        />
      </Form.Item>
    </>
  );
}

/**
 * Ngày đi picks the day, Chuyến xe one of that day's trips (`51B-123.45 · Nguyễn Văn Tài`),
 * Loại chi phí what the money was for. Another day empties the trip chosen.
 */
function TripFields() {
  const form = Form.useFormInstance<PayoutFormValues>();
  const day = Form.useWatch<PayoutFormValues['trip_date']>('trip_date');
  const date = day ? toIsoDate(day.toDate()) : undefined;
  const trips = useDayTrips(date);
  const options = (trips.data ?? []).map((trip) => ({
    value: trip.id,
    label: `${trip.car.number_car} · ${trip.car.driver_name}`,
  }));
  return (
    <>
      <Form.Item label={t.tripDate} name="trip_date">
        <DatePicker
          format="DD-MM-YYYY"
          allowClear={false}
          onChange={() => form.setFieldValue('trip_id', undefined)}
        />
      </Form.Item>
      <Form.Item
        label={t.trip}
        name="trip_id"
        required
        rules={[payoutRule('trip_id')]}
        extra={trips.data?.length === 0 ? t.noTrips : undefined}
      >
        <Select
          aria-label={t.trip}
          placeholder={t.tripPlaceholder}
          options={options}
          loading={trips.isFetching}
          notFoundContent={trips.isFetching ? undefined : t.noTrips}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label={t.costType} name="cost_type" required rules={[payoutRule('cost_type')]}>
        <Select
          aria-label={t.costType}
          placeholder={t.costTypePlaceholder}
          options={COST_TYPE_OPTIONS}
        />
      </Form.Item>
    </>
  );
}
