import { z } from 'zod';
import { pageQuerySchema, pageSchema, queryBoolean } from '../api/envelope';
import { customerMoneyFields, lineMoneyFields } from '../payments/line-money.schema';
import { PAYMENT_METHODS } from '../payments/payments.rules';
import { DATE_ORDER_MESSAGE } from '../trips/trips.schema';
import { isoDate } from '../validation/dates';
import { requiredId } from '../validation/numbers';
import { textFilter } from '../validation/text-rules';

/**
 * Debt (công nợ, docs/domain.md): outstanding debt = the customer's opening debt + the
 * amounts of their unpaid, undeleted goods. The customer list and the debt screen read the same
 * rule (apps/server/src/modules/customers/outstanding-debt.sql.ts).
 */

export const DEBT_PAGE_SIZE = 20;
export const DEBT_CUSTOMER_NOT_FOUND = 'Không tìm thấy khách hàng';
export const DEBT_STATEMENT_NOT_FOUND = 'Không tìm thấy phiếu thu của khách hàng trên xe này';

export const debtListQuerySchema = pageQuerySchema(DEBT_PAGE_SIZE).extend({
  full_name: textFilter(),
  /** Only customers with credit (Tiền khách gửi trước) instead of those who owe. */
  has_credit: queryBoolean('Lọc khách có tiền gửi trước').optional(),
});

/** GET /export/debt: the debt screen's filters, without its paging (the file has every row). */
export const debtExportQuerySchema = debtListQuerySchema.pick({
  full_name: true,
  has_credit: true,
});

/** A customer who owes: the opening debt, the unpaid goods and their sum. */
export const debtRowSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  /** `12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh` (customerAddressLine). */
  address: z.string(),
  /** Opening debt (customers.debt), đồng: the same as opening_debt. */
  debt: z.number(),
  /** customerMoney(): the opening debt as a line, what the goods still owe, credit. */
  ...customerMoneyFields,
  /** Statements (vehicle and date) with at least one unpaid line. */
  unpaid_statements: z.number().int(),
});
export type DebtRow = z.infer<typeof debtRowSchema>;

export const debtListSchema = pageSchema(debtRowSchema).extend({
  /**
   * Of every customer who owes (the filter applied), not only this page. `outstanding_debt` is
   * null for staff when the owner hides the depot's total debt (settings, docs/domain.md).
   */
  totals: z.object({ outstanding_debt: z.number().nullable(), customers: z.number().int() }),
});
export type DebtList = z.infer<typeof debtListSchema>;

export const customerIdParamSchema = z.object({ customer_id: requiredId('Khách hàng') });
export const debtCountQuerySchema = customerIdParamSchema;

/** One customer's part of a vehicle's statement that still has unpaid lines. */
export const unpaidStatementSchema = z.object({
  car: z.object({ id: z.number().int(), number_car: z.string() }),
  datetime_from: z.string(),
  lines: z.number().int(),
  amount: z.number(),
  collected: z.number(),
  due: z.number(),
});
export type UnpaidStatement = z.infer<typeof unpaidStatementSchema>;

/** Unpaid goods not on any vehicle yet. */
export const looseGoodsSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  datetime: z.string(),
  amount: z.number(),
  ...lineMoneyFields,
  /**
   * Goods received by someone else whose freight this customer pays as their sender
   * (`Người gửi trả`): the receiver's name; null for the customer's own goods.
   */
  receiver: z.string().nullable(),
});
export type LooseGoods = z.infer<typeof looseGoodsSchema>;

export const debtCustomerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
});

export const customerDebtSchema = z.object({
  customer: debtCustomerSchema,
  debt: z.number(),
  /** customerMoney(): the same figures as the debt list's row. */
  ...customerMoneyFields,
  statements: z.array(unpaidStatementSchema),
  loose: z.array(looseGoodsSchema),
});
export type CustomerDebt = z.infer<typeof customerDebtSchema>;

export const debtCountSchema = z.object({
  statements: z.number().int(),
  goods: z.number().int(),
});
export type DebtCount = z.infer<typeof debtCountSchema>;

/** PUT /debt/paid: every live line of one customer's statement on a vehicle and date. */
export const debtPaidBodySchema = z.object({
  car_id: requiredId('Xe'),
  customer_id: requiredId('Khách hàng'),
  datetime_from: isoDate('Ngày xe chạy'),
  is_paid: z.boolean({ error: 'Trạng thái thanh toán phải là true hoặc false' }),
});
export type DebtPaidBody = z.input<typeof debtPaidBodySchema>;

export const debtPaidResultSchema = z.object({
  /** Lines whose paid flag changed. */
  changed: z.number().int(),
  outstanding_debt: z.number(),
});
export type DebtPaidResult = z.infer<typeof debtPaidResultSchema>;

const periodFields = {
  customer_id: requiredId('Khách hàng'),
  date_from: isoDate('Từ ngày'),
  date_to: isoDate('Đến ngày'),
};
const inOrder = (q: { date_from: string; date_to: string }) => q.date_from <= q.date_to;
const orderError = { path: ['date_to'], message: DATE_ORDER_MESSAGE };

/** The statement of account of one customer for a period (công nợ theo kỳ), whole (the export). */
export const periodStatementQuerySchema = z.object(periodFields).refine(inOrder, orderError);

/**
 * Lines of the statement one reply carries (docs/speed.md): a busy customer's year is thousands of
 * goods lines (660 KB in one reply on the demo depot); the screen loads the rest on demand.
 */
export const PERIOD_PAGE_LINES = 300;

/**
 * Where the next page of a statement starts: `g<id>` after that goods line, `c<id>` after that
 * payment (the goods come first, then the payments, each in its order).
 */
export const periodCursorSchema = z
  .string()
  .regex(/^[gc][1-9]\d{0,9}$/, { error: 'Vị trí trang của công nợ theo kỳ không hợp lệ' });
export type PeriodCursor = z.infer<typeof periodCursorSchema>;

/** GET /debt/statement: a page of the statement, from its start or `after` a cursor. */
export const periodStatementPageQuerySchema = z
  .object({ ...periodFields, after: periodCursorSchema.optional() })
  .refine(inOrder, orderError);

const periodLineSchema = z.object({
  date: z.string(),
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  amount: z.number(),
  ...lineMoneyFields,
});
export type PeriodLine = z.infer<typeof periodLineSchema>;

/** A payment of the period, as the statement lists it (its own headers, not the goods'). */
const periodPaymentSchema = z.object({
  id: z.number().int(),
  /** `PT-2611-0042`. */
  number: z.string(),
  /** The depot's day it was received, YYYY-MM-DD. */
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** Who received it; null when unknown. */
  received_by: z.string().nullable(),
  amount: z.number(),
  note: z.string().nullable(),
});
export type PeriodPayment = z.infer<typeof periodPaymentSchema>;

export const periodStatementSchema = z.object({
  customer: debtCustomerSchema,
  date_from: z.string(),
  date_to: z.string(),
  opening_balance: z.number(),
  goods_amount: z.number(),
  collected_amount: z.number(),
  /** opening + goods − collected: what is owed at the end, negative when the customer has credit. */
  closing_balance: z.number(),
  /** The closing balance split: what is still due (≥ 0) and the credit (≥ 0). */
  closing_due: z.number(),
  closing_credit: z.number(),
  /** Goods received in the period, with what is collected and due of each now. */
  goods: z.array(periodLineSchema),
  /** Live payments received in the period. */
  payments: z.array(periodPaymentSchema),
  /** How many goods lines and payments the whole period has (the page may hold fewer). */
  goods_count: z.number().int(),
  payments_count: z.number().int(),
  /** The cursor of the next page (`after`), null on the last one. */
  next: periodCursorSchema.nullable(),
});
export type PeriodStatement = z.infer<typeof periodStatementSchema>;
