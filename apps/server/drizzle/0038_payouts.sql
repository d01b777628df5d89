-- Payouts (`Phiếu chi`, docs/payments.md "Payouts"): money the depot pays out, a record never
-- edited or deleted, voided by an admin with a reason. `cod` pays a sender the money collected
-- for them (a later slice), `trip` is a cost of a trip, `other` any other spending with a note.
-- Numbered `PC-YYMM-NNNN` by the month paid, from the same counters as payments' `PT-`: one row
-- per series and month.
ALTER TABLE "payment_number_counters"
  ADD COLUMN "series" varchar(2) NOT NULL DEFAULT 'PT',
  ADD CONSTRAINT "payment_number_counters_series_check" CHECK ("series" IN ('PT', 'PC')),
  DROP CONSTRAINT "payment_number_counters_number_year_number_month_pk",
  ADD CONSTRAINT "payment_number_counters_series_number_year_number_month_pk"
    PRIMARY KEY ("series", "number_year", "number_month");
--> statement-breakpoint
CREATE TABLE "payouts" (
  "id" serial PRIMARY KEY NOT NULL,
  "number_year" smallint NOT NULL,
  "number_month" smallint NOT NULL,
  "number_order" integer NOT NULL,
  "kind" varchar(10) NOT NULL,
  "sender_id" integer CONSTRAINT "payouts_sender_id_customers_id_fk" REFERENCES "customers"("id"),
  "trip_id" integer CONSTRAINT "payouts_trip_id_trips_id_fk" REFERENCES "trips"("id"),
  "cost_type" varchar(10),
  "amount" bigint NOT NULL,
  "method" varchar(10) NOT NULL,
  "note" text,
  "paid_at" timestamp with time zone DEFAULT now() NOT NULL,
  "paid_by" integer CONSTRAINT "payouts_paid_by_users_id_fk" REFERENCES "users"("id"),
  "branch_id" integer DEFAULT 1 NOT NULL CONSTRAINT "payouts_branch_id_branches_id_fk" REFERENCES "branches"("id"),
  "voided_at" timestamp with time zone,
  "voided_by" integer CONSTRAINT "payouts_voided_by_users_id_fk" REFERENCES "users"("id"),
  "void_reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payouts_amount_check" CHECK ("amount" > 0 AND "amount" <= 100000000000),
  CONSTRAINT "payouts_method_check" CHECK ("method" IN ('cash', 'transfer')),
  CONSTRAINT "payouts_kind_check" CHECK ("kind" IN ('cod', 'trip', 'other')),
  CONSTRAINT "payouts_cost_type_check" CHECK ("cost_type" IN ('fuel', 'toll', 'driver', 'loading', 'other')),
  CONSTRAINT "payouts_trip_check" CHECK (("kind" = 'trip') = ("trip_id" IS NOT NULL)
    AND ("kind" = 'trip') = ("cost_type" IS NOT NULL)),
  CONSTRAINT "payouts_sender_check" CHECK (("kind" = 'cod') = ("sender_id" IS NOT NULL)),
  CONSTRAINT "payouts_other_note_check" CHECK ("kind" <> 'other' OR "note" IS NOT NULL),
  CONSTRAINT "payouts_void_check" CHECK (("voided_at" IS NULL) = ("void_reason" IS NULL)
    AND ("voided_at" IS NULL) = ("voided_by" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_number_key" ON "payouts" ("number_year", "number_month", "number_order");
--> statement-breakpoint
CREATE INDEX "payouts_paid_at_idx" ON "payouts" ("paid_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "payouts_branch_paid_at_idx" ON "payouts" ("branch_id", "paid_at");
--> statement-breakpoint
CREATE INDEX "payouts_trip_idx" ON "payouts" ("trip_id") WHERE "trip_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payouts_sender_idx" ON "payouts" ("sender_id") WHERE "sender_id" IS NOT NULL;
