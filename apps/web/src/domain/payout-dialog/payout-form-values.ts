import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { PaymentMethod } from '@depot/shared/payments/payments.rules';
import type { TripCostType } from '@depot/shared/payouts/payouts.rules';
import { payoutBodySchema, type PayoutBody } from '@depot/shared/payouts/payouts.schema';
import type { DecimalValue } from '../../components/decimal-input';

/** The kinds the dialog records (RECORDED_PAYOUT_KINDS). */
export type RecordedKind = PayoutBody['kind'];

/** What the Lập phiếu chi form holds; `trip_date` only picks the day whose trips are offered. */
export type PayoutFormValues = {
  kind: RecordedKind;
  trip_date?: Dayjs;
  trip_id?: number;
  cost_type?: TripCostType;
  amount: DecimalValue;
  method: PaymentMethod;
  note?: string;
};

/** The form's fields the server may name in a 400's field errors. */
export const PAYOUT_FORM_FIELDS = [
  'kind',
  'trip_id',
  'cost_type',
  'amount',
  'method',
  'note',
] as const;
type PayoutField = (typeof PAYOUT_FORM_FIELDS)[number];

/** The body sent: the trip and cost type for a trip cost only, a blank note left out. */
export function payoutBodyOf(values: Partial<PayoutFormValues>): PayoutBody {
  const trip = values.kind === 'trip';
  const note = values.note?.trim();
  return {
    kind: values.kind ?? 'trip',
    amount: values.amount,
    method: values.method ?? 'cash',
    note: note ? note : undefined,
    trip_id: trip ? values.trip_id : undefined,
    cost_type: trip ? values.cost_type : undefined,
  };
}

/** A valid amount that stands in while another field's rules are checked. */
const ANY_AMOUNT = 1;

/**
 * A field's rule from the server's own schema (payoutBodySchema), its first message for this
 * field shown under it. The rules across fields (a trip cost needs its trip and type, other
 * spending a note) are the schema's too, never written again here; zod checks them only once
 * every field reads, so an amount stands in for the one typed (checked under its own field).
 */
export function payoutRule(field: PayoutField): FormRule {
  return (form) => ({
    validator: async () => {
      const body = payoutBodyOf(form.getFieldsValue(true) as Partial<PayoutFormValues>);
      const checked = payoutBodySchema.safeParse(
        field === 'amount' ? body : { ...body, amount: ANY_AMOUNT },
      );
      const issue = checked.error?.issues.find((found) => found.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}
