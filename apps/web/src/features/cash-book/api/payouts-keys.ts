import type { QueryRoot } from '../../../lib/refresh-map';

/**
 * Every query of the payouts lives under this key: a payout or a void refreshes them all, and
 * the cash book with them (lib/refresh-map.ts, payoutRecorded and payoutVoided).
 */
export const PAYOUTS_KEY = ['payouts'] as const satisfies [QueryRoot];
