CREATE TABLE "change_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_events_kind_check" CHECK ("change_events"."kind" in ('goodsReceived', 'goodsEdited', 'goodsDeleted', 'goodsLoaded', 'goodsUnloaded', 'goodsMoved', 'goodsPaid', 'statementArchived', 'statementRestored', 'paymentRecorded', 'paymentVoided', 'customerChanged', 'carChanged', 'specificationChanged', 'userChanged', 'suggestionRemoved', 'backupMade'))
);
--> statement-breakpoint
CREATE INDEX "change_events_created_at_idx" ON "change_events" USING btree ("created_at");
