-- Goods not handed over (`Không giao được`, docs/domain.md "Handover"): each failed attempt
-- with its reason, from a list the depot edits (four to start with); the parcel stays waiting
-- and its attempts are counted.
CREATE TABLE "delivery_failure_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_failure_reasons_name_check" CHECK (length(btrim("name")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_failure_reasons_name_key" ON "delivery_failure_reasons" (lower("name"));
--> statement-breakpoint
INSERT INTO "delivery_failure_reasons" ("name") VALUES
  ('Không liên lạc được'), ('Khách hẹn ngày khác'), ('Khách từ chối nhận'), ('Sai địa chỉ');
--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"reason_id" integer NOT NULL REFERENCES "delivery_failure_reasons"("id"),
	"note" text,
	"branch_id" integer DEFAULT 1 NOT NULL REFERENCES "branches"("id"),
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempted_by" integer REFERENCES "users"("id")
);
--> statement-breakpoint
CREATE INDEX "delivery_attempts_product_idx" ON "delivery_attempts" ("product_id");
--> statement-breakpoint
-- Live screens hear of a failed attempt: the waiting list's counts change.
ALTER TABLE "change_events" DROP CONSTRAINT "change_events_kind_check";
--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_kind_check" CHECK ("change_events"."kind" in ('goodsReceived', 'goodsEdited', 'goodsDeleted', 'goodsLoaded', 'goodsUnloaded', 'goodsMoved', 'goodsPaid', 'goodsDelivered', 'deliveryFailed', 'statementArchived', 'statementRestored', 'paymentRecorded', 'paymentVoided', 'payoutRecorded', 'payoutVoided', 'cashCounted', 'customerChanged', 'carChanged', 'specificationChanged', 'branchChanged', 'userChanged', 'suggestionRemoved', 'backupMade'));
