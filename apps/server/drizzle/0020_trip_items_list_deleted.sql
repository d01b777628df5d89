-- Issue 22: the archive tab (spec 2 §2.1, "deleted lists") counts whole deleted vehicle lists
-- only. A line marks whether it went to the archive with its whole list (true) or was removed
-- alone from a list that stayed live (false).
ALTER TABLE "trip_items" ADD COLUMN "list_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The history tells them apart: a list is deleted when its last live lines leave it, and the
-- trip is archived in that same transaction, so those lines' removed_at is exactly the trip's
-- archived_at (both now(), the transaction's start). Lines removed earlier from a list that was
-- deleted later, or from a list still live, keep false.
UPDATE "trip_items" ti SET "list_deleted" = true
FROM "trips" t
WHERE t.id = ti.trip_id AND ti.archived AND t.archived_at IS NOT NULL
  AND ti.removed_at = t.archived_at;--> statement-breakpoint
ALTER TABLE "trip_items" ADD CONSTRAINT "trip_items_list_deleted_archived_check" CHECK (not "trip_items"."list_deleted" or "trip_items"."archived");--> statement-breakpoint
CREATE INDEX "trip_items_list_deleted_trip_idx" ON "trip_items" USING btree ("trip_id") WHERE "trip_items"."list_deleted";
