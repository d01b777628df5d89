ALTER TABLE "trip_items" ADD COLUMN "removed_by" integer;--> statement-breakpoint
ALTER TABLE "trip_items" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_items" ADD COLUMN "reason" varchar(250);--> statement-breakpoint
ALTER TABLE "trip_items" ADD CONSTRAINT "trip_items_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_items_archived_trip_idx" ON "trip_items" USING btree ("trip_id") WHERE "trip_items"."archived";--> statement-breakpoint
ALTER TABLE "trip_items" ADD CONSTRAINT "trip_items_archived_removed_check" CHECK (not "trip_items"."archived" or "trip_items"."removed_at" is not null);