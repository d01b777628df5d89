-- Issue 26, the other calls a screen makes (bench/worst-more.ts).
-- The statements list (GET /trips) read every live trip with a window count and sorted them
-- for a page of 20 (65 000 trips: 34 ms); its page is now read in this order from the index, and
-- its count stops at COUNT_CAP (trips-list.queries.ts).
CREATE INDEX "trips_live_order_idx" ON "trips" USING btree ("datetime_from" DESC, "id" DESC)
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- The cash book of a month (GET /payments): its figures per receiver and method summed every
-- payment of the range from the heap (19 500 in the demo depot's busiest month: 17 ms), and its
-- page cut a late page after joining every payment to its customer and users. Covering the
-- columns both read makes each an index-only scan of the range (payments-read.queries.ts).
CREATE INDEX "payments_cash_book_idx" ON "payments" USING btree ("received_at" DESC, "id" DESC)
  INCLUDE ("received_by", "method", "amount", "voided_at");
--> statement-breakpoint
-- "A trip with live lines" (tripHasLines) tested per trip from the index alone: without it the
-- planner hashed every trip's totals row (65 000) for a week of the reports' vehicles (296 trips:
-- 10 → 1.5 ms), and the statements list's capped count read the heap (7.6 → 3.5 ms).
CREATE INDEX "trip_totals_live_trip_idx" ON "trip_totals" USING btree ("trip_id") WHERE "lines" > 0;
--> statement-breakpoint
-- A customer's unpaid goods (GET /debt/customer, /debt/count, the payment dialog): ANDed two
-- bitmaps, every goods row of the customer (7 596) and every unpaid one of the depot (21 021),
-- for 317; now read in the reply's order from this index alone.
CREATE INDEX "products_customer_unpaid_idx" ON "products" USING btree ("customer_id", "datetime" DESC, "id" DESC)
  WHERE "deleted_at" IS NULL AND NOT "is_paid";
--> statement-breakpoint
-- payments_cash_book_idx serves every range on received_at that this index served; with both,
-- the planner kept reading the cash book's figures through this one and the heap instead of the
-- covering index alone (a month's 19 534 payments: heap scan 6.7 ms, index-only 1.7–6 ms; the
-- grouping that follows still costs about 5 ms, linear in the range's payments).
DROP INDEX IF EXISTS "payments_received_at_idx";
