import type { QueryRoot } from '../../../lib/refresh-map';

/** Every query of the statistics screens lives under this key: one change refreshes them all. */
export const STATISTICS_KEY = ['statistics'] as const satisfies [QueryRoot];

/** The filters of /thong-ke and /phieu-thu; dates as YYYY-MM-DD; charge absent = all. */
export type StatsFilters = {
  date_from: string;
  date_to: string;
  customer_id?: number;
  charge?: boolean;
};
