-- Handing goods over to their receiver (`Giao hàng`, docs/domain.md "Handover"): a numbered
-- record (`GH-YYMM-NNNN`, its own series of payment_number_counters) of who took which parcels,
-- how, with an optional photo and signature kept here so backups hold them; the payments taken in
-- the same step. A parcel has at most one live handover: the partial unique index says so.
ALTER TABLE "payment_number_counters" DROP CONSTRAINT "payment_number_counters_series_check";
--> statement-breakpoint
ALTER TABLE "payment_number_counters" ADD CONSTRAINT "payment_number_counters_series_check"
  CHECK ("series" in ('PT', 'PC', 'GH'));
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_year" smallint NOT NULL,
	"number_month" smallint NOT NULL,
	"number_order" integer NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id"),
	"receiver_name" varchar(250) NOT NULL,
	"receiver_phone" varchar(250) NOT NULL,
	"mode" varchar(10) NOT NULL,
	"delivered_by" varchar(250),
	"note" text,
	"photo" bytea,
	"signature" bytea,
	"branch_id" integer DEFAULT 1 NOT NULL REFERENCES "branches"("id"),
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"voided_at" timestamp with time zone,
	"voided_by" integer REFERENCES "users"("id"),
	"void_reason" text,
	CONSTRAINT "deliveries_mode_check" CHECK ("mode" in ('pickup', 'door')),
	CONSTRAINT "deliveries_by_check" CHECK ("mode" = 'pickup' or "delivered_by" is not null),
	CONSTRAINT "deliveries_images_check" CHECK (coalesce(octet_length("photo"), 0) <= 2097152
	  and coalesce(octet_length("signature"), 0) <= 524288),
	CONSTRAINT "deliveries_void_check" CHECK (("voided_at" is null) = ("void_reason" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_number_key" ON "deliveries" ("number_year", "number_month", "number_order");
--> statement-breakpoint
CREATE INDEX "deliveries_customer_idx" ON "deliveries" ("customer_id", "delivered_at");
--> statement-breakpoint
CREATE TABLE "delivery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL REFERENCES "deliveries"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "delivery_items_delivery_idx" ON "delivery_items" ("delivery_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_items_live_product_key" ON "delivery_items" ("product_id") WHERE "voided_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "delivery_payments" (
	"delivery_id" integer NOT NULL REFERENCES "deliveries"("id"),
	"payment_id" integer NOT NULL REFERENCES "payments"("id"),
	PRIMARY KEY ("delivery_id", "payment_id")
);
--> statement-breakpoint
-- Live screens hear of handovers: the goods leave Hàng chờ giao on every clerk's screen.
ALTER TABLE "change_events" DROP CONSTRAINT "change_events_kind_check";
--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_kind_check" CHECK ("change_events"."kind" in ('goodsReceived', 'goodsEdited', 'goodsDeleted', 'goodsLoaded', 'goodsUnloaded', 'goodsMoved', 'goodsPaid', 'goodsDelivered', 'statementArchived', 'statementRestored', 'paymentRecorded', 'paymentVoided', 'payoutRecorded', 'payoutVoided', 'cashCounted', 'customerChanged', 'carChanged', 'specificationChanged', 'branchChanged', 'userChanged', 'suggestionRemoved', 'backupMade'));
