import type { FormRule } from 'antd';
import type { DeliveryMode } from '@depot/shared/deliveries/deliveries.rules';
import { deliveryBodySchema, type DeliveryBody } from '@depot/shared/deliveries/deliveries.schema';
import type { PaymentMethod } from '@depot/shared/payments/payments.rules';

/** A parcel the dialog offers: its code and name, and what its receiver still owes on it. */
export type DeliveryParcel = {
  id: number;
  code: string;
  name: string;
  /** Freight still due, in đồng. */
  due: number;
  /** Thu hộ still to collect, in đồng. */
  cod_due: number;
};

/** What the Giao hàng form holds; the photo and the signature live beside it. */
export type DeliveryFormValues = {
  goods: number[];
  receiver_name: string;
  receiver_phone: string;
  mode: DeliveryMode;
  delivered_by?: string;
  note?: string;
  collect: boolean;
  method: PaymentMethod;
};

/** The form's fields the server may name in a 400's field errors. */
export const DELIVERY_FORM_FIELDS = [
  'goods',
  'receiver_name',
  'receiver_phone',
  'mode',
  'delivered_by',
  'note',
] as const;
type DeliveryField = (typeof DELIVERY_FORM_FIELDS)[number];

/**
 * The freight and the thu hộ owed on the parcels ticked (each as the server worked it out for
 * the list: dueAtHandover's parts), and their sum: what the server will check it collects.
 */
export function owedOn(parcels: DeliveryParcel[], ticked: readonly number[]) {
  const chosen = parcels.filter((p) => ticked.includes(p.id));
  const freight = chosen.reduce((sum, p) => sum + p.due, 0);
  const cod = chosen.reduce((sum, p) => sum + p.cod_due, 0);
  return { freight, cod, total: freight + cod };
}

const blankToUndefined = (text: string | undefined) => text?.trim() || undefined;

/** The body sent: who delivered only for a door delivery, what is owed when collected. */
export function deliveryBodyOf(
  values: Partial<DeliveryFormValues>,
  extra: { photo: string | null; signature: string | null; owed: number },
): DeliveryBody {
  const door = values.mode === 'door';
  return {
    goods: values.goods ?? [],
    receiver_name: values.receiver_name ?? '',
    receiver_phone: (values.receiver_phone ?? '').replace(/[\s.]/g, ''),
    mode: values.mode ?? 'pickup',
    delivered_by: door ? blankToUndefined(values.delivered_by) : undefined,
    note: blankToUndefined(values.note),
    photo: extra.photo,
    signature: extra.signature,
    collect:
      values.collect && extra.owed > 0
        ? { amount: extra.owed, method: values.method ?? 'cash' }
        : null,
  };
}

/**
 * A field's rule from the server's own schema (deliveryBodySchema): its first message for this
 * field shows under it, so the two sides never say different things.
 */
export function deliveryRule(field: DeliveryField): FormRule {
  return (form) => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as Partial<DeliveryFormValues>;
      const body = deliveryBodyOf(values, { photo: null, signature: null, owed: 0 });
      const issue = deliveryBodySchema
        .safeParse(body)
        .error?.issues.find((found) => found.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}
