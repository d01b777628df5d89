import type { FreightPayer } from '@depot/shared/products/sender-cod.rules';
import type { PriceType } from '@depot/shared/products/products.rules';
import { receiptWords } from '@depot/shared/receipts/amount-words';
import {
  codMoney,
  receiverCollects,
  receiverCollectsText,
} from '@depot/shared/products/sender-cod.rules';
import type { ReceiptBody, ReceiptLine } from '@depot/shared/receipts/receipts.schema';
import { receiptReference, vietQrPayload } from '@depot/shared/receipts/vietqr';
import type { Settings } from '@depot/shared/settings/settings.schema';
import type { StatementCustomer } from '@depot/shared/trips/trips-replies.schema';
import { isStatementClosed, statementTotals } from '@depot/shared/trips/trips.rules';
import type { StatementCustomerRow, StatementLineRow } from './receipts.queries';
import { addressFields } from '../../db/customer-address';
import { lineMoneyOf } from '../../lib/line-money';
import { goodsOf } from '../../lib/flat-goods';

/** The customer with the address units under the spec's field names. */
export function toStatementCustomer(row: StatementCustomerRow): StatementCustomer {
  return {
    id: row.customer_id,
    full_name: row.full_name,
    phone: row.phone,
    number_house: row.number_house,
    ...addressFields(row),
  };
}

export function toReceiptLine(row: StatementLineRow): ReceiptLine {
  return {
    id: row.id,
    // Object.assign, not `{ ...goodsOf(row), … }`: that spread with properties after it took
    // 4 µs a line here, 0.6 ms of a vehicle's 147-line statement (docs/speed.md, "Spreads").
    product: Object.assign(goodsOf(row), {
      price_type: row.price_type as PriceType,
      is_total_money: row.is_total_money,
      is_paid: row.is_paid,
      paid_amount: row.paid_amount,
      freight_payer: row.freight_payer as FreightPayer,
      specification:
        row.specification_id === null
          ? null
          : { id: row.specification_id, name: row.specification_name! },
    }),
    ...lineMoneyOf(row.amount, row.paid_amount, row.is_paid),
    cod_amount: row.cod_amount,
    cod_due: codMoney(row.cod_amount, row.cod_paid).cod_due,
  };
}

/** The figures of receipt lines by the shared rules (the web computes them the same way). */
export function totalsOf(lines: readonly ReceiptLine[]) {
  return statementTotals(lines.map((l) => l.product));
}

export function closedOf(lines: readonly ReceiptLine[]): boolean {
  return isStatementClosed(lines.map((l) => l.product));
}

/**
 * One customer's receipt: lines, totals, the amount due in words, the transfer reference and
 * the VietQR of the amount due (none when nothing is due or the depot has no bank account).
 */
export function receiptBody(
  customer: StatementCustomer,
  lines: ReceiptLine[],
  depot: Settings,
  trip: { carId: number; date: string },
  payments: ReceiptBody['payments'],
  trackToken: string,
): ReceiptBody {
  const sums = totalsOf(lines);
  const reference = receiptReference({
    car_id: trip.carId,
    date: trip.date,
    customer_id: customer.id,
  });
  const vietqr =
    sums.due > 0
      ? vietQrPayload({
          bank_bin: depot.bank_bin,
          account_number: depot.account_number,
          amount: sums.due,
          note: reference,
        })
      : null;
  return {
    customer,
    is_close: closedOf(lines),
    data: lines,
    sums,
    ...receiptWords(sums),
    collect_text: receiverCollectsText(
      receiverCollects(
        lines.map((l) => ({
          due: l.due,
          cod_due: l.cod_due,
          freight_payer: l.product.freight_payer,
        })),
      ),
    ),
    reference,
    vietqr,
    track_token: trackToken,
    payments,
  };
}
