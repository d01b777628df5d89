-- The road between branches (docs/domain.md, "Branches"): a trip departs (0033), and at the
-- branch it goes to each parcel is scanned off the vehicle. A line records when it arrived and
-- by whom; confirming the arrival marks the lines not scanned as missing (a later scan finds
-- them); a parcel scanned that was not on the list is kept as an extra, refused until an admin
-- accepts it.
ALTER TABLE "trip_items"
  ADD COLUMN "arrived_at" timestamp with time zone,
  ADD COLUMN "arrived_by" integer CONSTRAINT "trip_items_arrived_by_users_id_fk" REFERENCES "users"("id"),
  ADD COLUMN "missing_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "trips"
  ADD COLUMN "arrival_confirmed_at" timestamp with time zone,
  ADD COLUMN "arrival_confirmed_by" integer CONSTRAINT "trips_arrival_confirmed_by_users_id_fk" REFERENCES "users"("id"),
  ADD CONSTRAINT "trips_arrival_after_departure_check" CHECK ("arrival_confirmed_at" IS NULL OR "departed_at" IS NOT NULL);
--> statement-breakpoint
CREATE TABLE "trip_arrival_extras" (
  "id" serial PRIMARY KEY,
  "trip_id" integer NOT NULL CONSTRAINT "trip_arrival_extras_trip_id_trips_id_fk" REFERENCES "trips"("id"),
  "product_id" integer NOT NULL CONSTRAINT "trip_arrival_extras_product_id_products_id_fk" REFERENCES "products"("id"),
  "scanned_at" timestamp with time zone NOT NULL DEFAULT now(),
  "scanned_by" integer CONSTRAINT "trip_arrival_extras_scanned_by_users_id_fk" REFERENCES "users"("id"),
  "accepted_at" timestamp with time zone,
  "accepted_by" integer CONSTRAINT "trip_arrival_extras_accepted_by_users_id_fk" REFERENCES "users"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trip_arrival_extras_trip_product_key" ON "trip_arrival_extras" ("trip_id", "product_id");
