import { lineMoney } from '@depot/shared/payments/line-money.rules';
import { receiptWords } from '@depot/shared/receipts/amount-words';
import type { ReceiptBody, ReceiptLine } from '@depot/shared/receipts/receipts.schema';
import { receiptReference, vietQrPayload } from '@depot/shared/receipts/vietqr';
import { lineAmount, productCode, type PriceType } from '@depot/shared/products/products.rules';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { isStatementClosed, statementTotals } from '@depot/shared/trips/trips.rules';
import type { StatementCustomer, TripCar } from '@depot/shared/trips/trips-replies.schema';

/** The static template's fixed data (spec 2 §2.10): one customer, a vehicle, a date. */
export const SAMPLE_DATE = '2026-11-20';
export const SAMPLE_CAR: TripCar = {
  id: 4,
  number_car: '51C-123.45',
  driver_name: 'Nguyễn Văn Tài',
  total_weight: 5000,
};
export const SAMPLE_CUSTOMER: StatementCustomer = {
  id: 123,
  full_name: 'Trần Thị Mai',
  phone: '0909123456',
  number_house: '25 Trần Hưng Đạo',
  ward_id: { id: 27301, name: '2', type: 'Phường' },
  district_id: { id: 774, name: '5', type: 'Quận' },
  province_id: { id: 79, name: 'Hồ Chí Minh', type: 'Thành phố' },
  address_version: 1,
  old_address: null,
};

type SampleGoods = [
  name: string,
  price_type: PriceType,
  is_total_money: boolean,
  price: number,
  quantity: number,
  total_weight: number,
  specification: string,
  is_paid: boolean,
];

/** Three or four lines of each way of pricing: per kg, per package, a lump sum. */
const GOODS: SampleGoods[] = [
  ['Gạo ST25', 'weight', false, 2_500, 4, 200, 'Bao', false],
  ['Phân bón NPK', 'weight', false, 1_800, 6, 300, 'Bao', true],
  ['Cà phê hạt', 'weight', false, 3_000, 2, 120.5, 'Bao', false],
  ['Nước mắm', 'package', false, 45_000, 5, 60, 'Thùng', false],
  ['Bánh kẹo', 'package', false, 30_000, 8, 40, 'Thùng', true],
  ['Sữa hộp', 'package', false, 35_000, 3, 36, 'Thùng', false],
  ['Tủ lạnh', 'weight', true, 250_000, 1, 65, 'Kiện', false],
  ['Xe máy', 'weight', true, 600_000, 1, 110, 'Chiếc', true],
  ['Máy giặt', 'package', true, 200_000, 1, 70, 'Kiện', false],
];

export const SAMPLE_LINES: readonly ReceiptLine[] = GOODS.map(
  ([name, price_type, is_total_money, price, quantity, total_weight, spec, is_paid], index) => {
    const product = {
      id: 9000 + index,
      freight_payer: 'receiver' as const,
      code: productCode({ year_create: 2026, month_create: 11, order: 101 + index }),
      name,
      price,
      quantity,
      total_weight,
      price_type,
      is_total_money,
      is_paid,
      specification: { id: 1 + (index % 3), name: spec },
    };
    const amount = lineAmount(product);
    return {
      id: 500 + index,
      product,
      ...lineMoney(amount, is_paid ? amount : 0, is_paid),
      cod_amount: 0,
      cod_due: 0,
    };
  },
);

type BankDetails = Pick<Settings, 'bank_bin' | 'account_number'>;

/** The receipt of the sample lines as the server would make it: totals, words, reference, QR. */
export function sampleReceipt(lines: readonly ReceiptLine[], bank: BankDetails): ReceiptBody {
  const products = lines.map((line) => line.product);
  const sums = statementTotals(products);
  const reference = receiptReference({
    car_id: SAMPLE_CAR.id,
    date: SAMPLE_DATE,
    customer_id: SAMPLE_CUSTOMER.id,
  });
  return {
    customer: SAMPLE_CUSTOMER,
    is_close: isStatementClosed(products),
    data: [...lines],
    sums,
    ...receiptWords(sums),
    collect_text: null,
    // A sample's link leads to the page's form: no goods of the depot stand behind it.
    track_token: '',
    reference,
    vietqr: sums.due > 0 ? vietQrPayload({ ...bank, amount: sums.due, note: reference }) : null,
    // The paid sample lines as collected by one payment.
    payments: sums.collected > 0 ? [{ id: 1, number: 'PT-2611-0001', amount: sums.collected }] : [],
  };
}
