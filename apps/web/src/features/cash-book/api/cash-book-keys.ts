import type { PaymentListFilters } from '@depot/shared/payments/payments.schema';

/** Every query of the cash book lives under this key: a void refreshes them all. */
export const CASH_BOOK_KEY = ['cash-book'] as const;

/** The cash book's filters as the URL holds them (paymentListQuerySchema's output). */
export type CashBookFilters = PaymentListFilters;
