import type { Payment, PaymentRow } from '@depot/shared/payments/payments.schema';
import { DEFAULT_SETTINGS, type Settings } from '@depot/shared/settings/settings.schema';

/**
 * Payments as the API answers them (GET /payments rows, GET /payments/:id), schema-valid, and
 * the depot's settings the print views read.
 */

const lan = { id: 2, fullname: 'Trần Thị Lan' };

/** A cash book or payment history row: 100 000 đ in cash from customer 7, received by Lan. */
export function paymentRowOf(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: 1,
    number: 'PT-2611-0001',
    customer: { id: 7, full_name: 'Nguyễn Văn An', phone: '0903123456' },
    amount: 100_000,
    method: 'cash',
    purpose: 'freight',
    received_at: '2026-11-20T02:30:00.000Z',
    received_by: lan,
    note: null,
    credit: 0,
    voided_at: null,
    voided_by: null,
    void_reason: null,
    outstanding_debt_after: 0,
    credit_after: 0,
    allocated: 100_000,
    ...overrides,
  };
}

/**
 * GET /payments/42: 580 000 đ that paid the 500 000 đ opening debt and left 80 000 đ of credit,
 * so the customer owes nothing after it.
 */
export function paymentOf(overrides: Partial<Payment> = {}): Payment {
  const { allocated: _allocated, ...row } = paymentRowOf({
    id: 42,
    number: 'PT-2611-0042',
    amount: 580_000,
    credit: 80_000,
    credit_after: 80_000,
  });
  return {
    ...row,
    allocations: [
      { id: 1, product_id: null, code: null, name: null, amount: 500_000, voided: false },
    ],
    ...overrides,
  };
}

/** GET /settings of a depot that has filled in its details, in Vietnam's time zone. */
export const depotSettings: Settings = {
  ...DEFAULT_SETTINGS,
  depot_name: 'Chành xe Phương Nam',
  configured: true,
  updated_at: '2026-11-01T00:00:00.000Z',
};
