-- Lines scanned off at their branch and still on their trip (`Hàng chờ giao`, docs/speed.md "Three
-- branches"): read from this index instead of every trip line.
CREATE INDEX "trip_items_arrived_idx" ON "trip_items" USING btree ("product_id") INCLUDE ("trip_id","arrived_at") WHERE "trip_items"."removed_at" is null and "trip_items"."arrived_at" is not null;
