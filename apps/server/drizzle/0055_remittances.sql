-- Money sent between branches (`Phiếu chuyển tiền`, docs/payments.md "Money between branches"):
-- thu hộ collected at one branch for senders of another (or any money sent on) leaves the sending
-- branch's drawer when sent and enters the receiving branch's when it confirms. Numbered `CT-`
-- (its own series of payment_number_counters); never edited; voided while not confirmed.
ALTER TABLE "payment_number_counters" DROP CONSTRAINT "payment_number_counters_series_check";
--> statement-breakpoint
ALTER TABLE "payment_number_counters" ADD CONSTRAINT "payment_number_counters_series_check"
  CHECK ("series" in ('PT', 'PC', 'GH', 'CT'));
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_year" smallint NOT NULL,
	"number_month" smallint NOT NULL,
	"number_order" integer NOT NULL,
	"from_branch_id" integer NOT NULL REFERENCES "branches"("id"),
	"to_branch_id" integer NOT NULL REFERENCES "branches"("id"),
	"amount" bigint NOT NULL,
	"method" varchar(10) NOT NULL,
	"note" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" integer REFERENCES "users"("id"),
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer REFERENCES "users"("id"),
	"voided_at" timestamp with time zone,
	"voided_by" integer REFERENCES "users"("id"),
	"void_reason" text,
	CONSTRAINT "remittances_amount_check" CHECK ("amount" > 0 AND "amount" <= 100000000000),
	CONSTRAINT "remittances_method_check" CHECK ("method" in ('cash', 'transfer')),
	CONSTRAINT "remittances_branches_check" CHECK ("from_branch_id" <> "to_branch_id"),
	CONSTRAINT "remittances_confirm_check" CHECK (("confirmed_at" IS NULL) = ("confirmed_by" IS NULL)),
	CONSTRAINT "remittances_void_check" CHECK (
	  ("voided_at" IS NULL) = ("void_reason" IS NULL) AND ("voided_at" IS NULL) = ("voided_by" IS NULL)),
	CONSTRAINT "remittances_one_end_check" CHECK ("confirmed_at" IS NULL OR "voided_at" IS NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_number_key" ON "remittances" ("number_year", "number_month", "number_order");
--> statement-breakpoint
CREATE INDEX "remittances_from_idx" ON "remittances" ("from_branch_id", "sent_at");
--> statement-breakpoint
CREATE INDEX "remittances_to_idx" ON "remittances" ("to_branch_id", "sent_at");
--> statement-breakpoint
CREATE INDEX "remittances_sent_at_idx" ON "remittances" ("sent_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "remittances_confirmed_at_idx" ON "remittances" ("confirmed_at") WHERE "confirmed_at" IS NOT NULL;
--> statement-breakpoint
-- The thu hộ of a line sent on: products.cod_remitted is kept equal to the live lines, never past
-- what was collected (a collection whose money was sent cannot be voided).
ALTER TABLE "products" ADD COLUMN "cod_remitted" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cod_remitted_check" CHECK (
  "cod_remitted" >= 0 AND "cod_remitted" <= "cod_paid");
--> statement-breakpoint
CREATE TABLE "remittance_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL REFERENCES "remittances"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"amount" bigint NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "remittance_lines_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "remittance_lines_remittance_idx" ON "remittance_lines" ("remittance_id");
--> statement-breakpoint
CREATE INDEX "remittance_lines_product_idx" ON "remittance_lines" ("product_id") WHERE "voided_at" IS NULL;
--> statement-breakpoint
CREATE FUNCTION remittance_lines_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.voided_at IS NOT NULL THEN RETURN NULL; END IF;
    sign := 1;
  ELSIF (OLD.voided_at IS NULL) = (NEW.voided_at IS NULL) THEN
    RETURN NULL;
  ELSE
    sign := CASE WHEN NEW.voided_at IS NULL THEN 1 ELSE -1 END;
  END IF;
  UPDATE products SET cod_remitted = cod_remitted + sign * NEW.amount WHERE id = NEW.product_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER remittance_lines_apply
  AFTER INSERT OR UPDATE OF voided_at ON remittance_lines
  FOR EACH ROW EXECUTE FUNCTION remittance_lines_apply();
--> statement-breakpoint
-- The drawers: cash out of the sending branch when sent, into the receiving one when confirmed,
-- while not voided (cash_drawer_slots, migration 0041).
-- Each statement's rows, as changes: a row out of its sender's drawer, and into its receiver's
-- once confirmed.
CREATE FUNCTION cash_drawer_remittances_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cash_drawer_slots_add(ARRAY(
      SELECT (1, from_branch_id, sent_at, 0, amount)::cash_drawer_change FROM new_rows
      WHERE method = 'cash' AND voided_at IS NULL
      UNION ALL
      SELECT (1, to_branch_id, confirmed_at, amount, 0)::cash_drawer_change FROM new_rows
      WHERE method = 'cash' AND voided_at IS NULL AND confirmed_at IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cash_drawer_slots_add(ARRAY(
      SELECT (-1, from_branch_id, sent_at, 0, amount)::cash_drawer_change FROM old_rows
      WHERE method = 'cash' AND voided_at IS NULL
      UNION ALL
      SELECT (-1, to_branch_id, confirmed_at, amount, 0)::cash_drawer_change FROM old_rows
      WHERE method = 'cash' AND voided_at IS NULL AND confirmed_at IS NOT NULL));
  ELSE
    PERFORM cash_drawer_slots_add(ARRAY(
      SELECT (-1, from_branch_id, sent_at, 0, amount)::cash_drawer_change FROM old_rows
      WHERE method = 'cash' AND voided_at IS NULL
      UNION ALL
      SELECT (-1, to_branch_id, confirmed_at, amount, 0)::cash_drawer_change FROM old_rows
      WHERE method = 'cash' AND voided_at IS NULL AND confirmed_at IS NOT NULL
      UNION ALL
      SELECT (1, from_branch_id, sent_at, 0, amount)::cash_drawer_change FROM new_rows
      WHERE method = 'cash' AND voided_at IS NULL
      UNION ALL
      SELECT (1, to_branch_id, confirmed_at, amount, 0)::cash_drawer_change FROM new_rows
      WHERE method = 'cash' AND voided_at IS NULL AND confirmed_at IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER remittances_cash_drawer_insert AFTER INSERT ON remittances
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_drawer_remittances_apply();
--> statement-breakpoint
CREATE TRIGGER remittances_cash_drawer_update AFTER UPDATE ON remittances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_drawer_remittances_apply();
--> statement-breakpoint
CREATE TRIGGER remittances_cash_drawer_delete AFTER DELETE ON remittances
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_drawer_remittances_apply();
--> statement-breakpoint
-- Thu hộ collected and not sent on, of goods going from one branch to another: what the
-- destination may send to the origin (GET /api/remittances/lines) reads these alone.
CREATE INDEX "products_cod_unremitted_idx" ON "products" ("destination_branch_id", "origin_branch_id")
  WHERE "deleted_at" IS NULL AND "cod_paid" > "cod_remitted" AND "destination_branch_id" <> "origin_branch_id";
--> statement-breakpoint
-- Remittances are announced to every screen (CHANGE_KINDS in packages/shared).
ALTER TABLE "change_events" DROP CONSTRAINT "change_events_kind_check";
--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_kind_check" CHECK ("change_events"."kind" in ('goodsReceived', 'goodsEdited', 'goodsDeleted', 'goodsLoaded', 'goodsUnloaded', 'goodsMoved', 'goodsPaid', 'goodsDelivered', 'deliveryFailed', 'statementArchived', 'statementRestored', 'paymentRecorded', 'paymentVoided', 'payoutRecorded', 'payoutVoided', 'remittanceChanged', 'cashCounted', 'customerChanged', 'carChanged', 'specificationChanged', 'branchChanged', 'userChanged', 'suggestionRemoved', 'backupMade'));
