-- The cash book's opening (docs/payments.md "Sổ quỹ (cash book)") summed every live cash payment
-- and payout of the branch before the first day of the range: on the 500 000-goods demo depot a
-- month's book took 82 ms at p50, 60 ms of it a scan of 375 000 payments, and it grows with the
-- depot. The live cash in and out of each branch's drawer is now kept per quarter hour (as
-- payment_received_slots, migration 0030): every time zone's day starts on a quarter hour, so the
-- opening of any depot day is a sum of slots.
CREATE TABLE "cash_drawer_slots" (
	"branch_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"cash_in" bigint DEFAULT 0 NOT NULL,
	"cash_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cash_drawer_slots_pk" PRIMARY KEY("branch_id","slot")
);
--> statement-breakpoint
ALTER TABLE "cash_drawer_slots" ADD CONSTRAINT "cash_drawer_slots_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TYPE cash_drawer_change AS (sign integer, branch_id integer, at timestamptz, cash_in bigint, cash_out bigint);
--> statement-breakpoint
-- A statement's changes grouped per branch and slot, one upsert each, locked in key order.
CREATE FUNCTION cash_drawer_slots_add(changes cash_drawer_change[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO cash_drawer_slots AS t (branch_id, slot, cash_in, cash_out)
  SELECT c.branch_id, payment_received_slot(c.at), sum(c.sign * c.cash_in), sum(c.sign * c.cash_out)
  FROM unnest(changes) AS c GROUP BY 1, 2
  HAVING sum(c.sign * c.cash_in) <> 0 OR sum(c.sign * c.cash_out) <> 0
  ORDER BY 1, 2
  ON CONFLICT (branch_id, slot) DO UPDATE SET
    cash_in = t.cash_in + excluded.cash_in, cash_out = t.cash_out + excluded.cash_out;
$$;
--> statement-breakpoint
-- Payments: cash in while live and paid in cash. Statement-level: a bulk insert or void is one
-- upsert per slot.
CREATE FUNCTION cash_drawer_payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cash_drawer_slots_add(ARRAY(
      SELECT (1, branch_id, received_at, amount, 0)::cash_drawer_change FROM new_rows
      WHERE method = 'cash' AND voided_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cash_drawer_slots_add(ARRAY(
      SELECT (-1, branch_id, received_at, amount, 0)::cash_drawer_change FROM old_rows
      WHERE method = 'cash' AND voided_at IS NULL));
  ELSE
    PERFORM cash_drawer_slots_add(ARRAY(
      SELECT (-1, branch_id, received_at, amount, 0)::cash_drawer_change FROM old_rows
      WHERE method = 'cash' AND voided_at IS NULL
      UNION ALL
      SELECT (1, branch_id, received_at, amount, 0)::cash_drawer_change FROM new_rows
      WHERE method = 'cash' AND voided_at IS NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Payouts: cash out while live and paid in cash.
CREATE FUNCTION cash_drawer_payouts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cash_drawer_slots_add(ARRAY(
      SELECT (1, branch_id, paid_at, 0, amount)::cash_drawer_change FROM new_rows
      WHERE method = 'cash' AND voided_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cash_drawer_slots_add(ARRAY(
      SELECT (-1, branch_id, paid_at, 0, amount)::cash_drawer_change FROM old_rows
      WHERE method = 'cash' AND voided_at IS NULL));
  ELSE
    PERFORM cash_drawer_slots_add(ARRAY(
      SELECT (-1, branch_id, paid_at, 0, amount)::cash_drawer_change FROM old_rows
      WHERE method = 'cash' AND voided_at IS NULL
      UNION ALL
      SELECT (1, branch_id, paid_at, 0, amount)::cash_drawer_change FROM new_rows
      WHERE method = 'cash' AND voided_at IS NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_cash_drawer_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_drawer_payments_apply();
--> statement-breakpoint
CREATE TRIGGER payments_cash_drawer_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_drawer_payments_apply();
--> statement-breakpoint
CREATE TRIGGER payments_cash_drawer_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_drawer_payments_apply();
--> statement-breakpoint
CREATE TRIGGER payouts_cash_drawer_insert AFTER INSERT ON payouts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_drawer_payouts_apply();
--> statement-breakpoint
CREATE TRIGGER payouts_cash_drawer_update AFTER UPDATE ON payouts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_drawer_payouts_apply();
--> statement-breakpoint
CREATE TRIGGER payouts_cash_drawer_delete AFTER DELETE ON payouts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_drawer_payouts_apply();
--> statement-breakpoint
-- The money already there.
INSERT INTO cash_drawer_slots (branch_id, slot, cash_in, cash_out)
SELECT branch_id, slot, sum(cash_in), sum(cash_out) FROM (
  SELECT branch_id, payment_received_slot(received_at) AS slot, amount AS cash_in, 0 AS cash_out
  FROM payments WHERE method = 'cash' AND voided_at IS NULL
  UNION ALL
  SELECT branch_id, payment_received_slot(paid_at), 0, amount
  FROM payouts WHERE method = 'cash' AND voided_at IS NULL
) AS money GROUP BY 1, 2;
