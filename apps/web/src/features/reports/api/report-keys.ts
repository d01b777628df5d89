import { TRIP_MAX_LIMIT } from '@depot/shared/trips/trips.schema';
import type { QueryRoot } from '../../../lib/refresh-map';

/** Every query of the report pages lives under this key. */
export const REPORTS_KEY = ['reports'] as const satisfies [QueryRoot];

/** Spec 2 §9: the report pages fetch page 1 with limit 1000, all a vehicle's rows at once. */
export const REPORT_FETCH = { paged: 1, limit: TRIP_MAX_LIMIT } as const;

/** What the report list searches: a departure-date range, one customer's when given. */
export type ReportFilters = { date_from: string; date_to: string; customer_id?: number };
