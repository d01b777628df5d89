-- The balancing cash book (`Sổ quỹ tiền mặt`, docs/payments.md "Sổ quỹ (cash book)"): the cash in
-- each branch's drawer. A day's opening is the first opening balance plus every live cash payment
-- in and minus every live cash payout out since that balance's date, read from the partial
-- indexes below (no per-day table). `cash_openings`: one first opening balance per branch, set
-- once by an admin, changed only with a reason (audited). `cash_counts` (`Kiểm quỹ`): the cash
-- a clerk counted against the book's closing of a day; all kept, the latest of a day counts.
CREATE TABLE "cash_openings" (
  "id" serial PRIMARY KEY NOT NULL,
  "branch_id" integer NOT NULL CONSTRAINT "cash_openings_branch_id_branches_id_fk" REFERENCES "branches"("id"),
  "opening_date" date NOT NULL,
  "amount" bigint NOT NULL,
  "set_by" integer CONSTRAINT "cash_openings_set_by_users_id_fk" REFERENCES "users"("id"),
  "set_at" timestamp with time zone DEFAULT now() NOT NULL,
  "reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cash_openings_amount_check" CHECK ("amount" >= 0 AND "amount" <= 1000000000000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_openings_branch_key" ON "cash_openings" ("branch_id");
--> statement-breakpoint
CREATE TABLE "cash_counts" (
  "id" serial PRIMARY KEY NOT NULL,
  "branch_id" integer NOT NULL CONSTRAINT "cash_counts_branch_id_branches_id_fk" REFERENCES "branches"("id"),
  "count_date" date NOT NULL,
  "counted" bigint NOT NULL,
  "book" bigint NOT NULL,
  "note" text,
  "counted_by" integer CONSTRAINT "cash_counts_counted_by_users_id_fk" REFERENCES "users"("id"),
  "counted_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cash_counts_counted_check" CHECK ("counted" >= 0 AND "counted" <= 1000000000000)
);
--> statement-breakpoint
CREATE INDEX "cash_counts_branch_date_idx" ON "cash_counts" ("branch_id", "count_date", "counted_at" DESC, "id" DESC);
--> statement-breakpoint
-- The drawer's live cash by branch and moment: the opening of any day is one index-only range.
CREATE INDEX "payments_cash_drawer_idx" ON "payments" ("branch_id", "received_at") INCLUDE ("amount")
  WHERE "method" = 'cash' AND "voided_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "payouts_cash_drawer_idx" ON "payouts" ("branch_id", "paid_at") INCLUDE ("amount")
  WHERE "method" = 'cash' AND "voided_at" IS NULL;
