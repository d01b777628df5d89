-- A trip's live costs (`Lãi theo chuyến`, the dashboard's trip costs): read from the index alone
-- for the month's trips instead of every payout scanned (docs/speed.md, "Three branches").
CREATE INDEX "payouts_trip_live_idx" ON "payouts" USING btree ("trip_id") INCLUDE ("amount","cost_type") WHERE "payouts"."kind" = 'trip' and "payouts"."voided_at" is null;
