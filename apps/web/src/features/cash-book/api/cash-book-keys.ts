import type { PaymentListFilters } from '@depot/shared/payments/payments.schema';
import type { QueryRoot } from '../../../lib/refresh-map';

/** Every query of the cash book lives under this key: a payment or a void refreshes them all. */
export const CASH_BOOK_KEY = ['cash-book'] as const satisfies [QueryRoot];

/** The cash book's filters as the URL holds them (paymentListQuerySchema's output). */
export type CashBookFilters = PaymentListFilters;
