-- A parcel missing at arrival may be given up by an admin with a reason (docs/domain.md,
-- "Branches"): it leaves both branches' lists of missing parcels; a later scan still finds it.
ALTER TABLE "trip_items"
  ADD COLUMN "written_off_at" timestamp with time zone,
  ADD COLUMN "written_off_by" integer CONSTRAINT "trip_items_written_off_by_users_id_fk" REFERENCES "users"("id"),
  ADD COLUMN "write_off_reason" varchar(250),
  ADD CONSTRAINT "trip_items_write_off_missing_check" CHECK ("written_off_at" IS NULL OR ("missing_at" IS NOT NULL AND "write_off_reason" IS NOT NULL));
