-- What is owed to each sender, kept (docs/payments.md, "Owed to senders"): per sender and the two
-- ends of their lines, the live lines with thu hộ, their thu hộ, the part collected (never past
-- the thu hộ) and the part paid out. `Đối soát thu hộ` sums these few rows instead of every line
-- naming a sender. A statement-level trigger adds each statement's changes by key, in key order.
CREATE TABLE "cod_sender_totals" (
	"sender_id" integer NOT NULL REFERENCES "customers"("id"),
	"origin_branch_id" integer NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"cod_amount" bigint DEFAULT 0 NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL,
	"paid_out" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("sender_id", "origin_branch_id", "destination_branch_id")
);
--> statement-breakpoint
CREATE TYPE cod_sender_change AS (n integer, sender_id integer, origin_branch_id integer,
  destination_branch_id integer, cod_amount bigint, collected bigint, paid_out bigint);
--> statement-breakpoint
CREATE FUNCTION cod_sender_totals_add(changes cod_sender_change[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO cod_sender_totals AS t
    (sender_id, origin_branch_id, destination_branch_id, lines, cod_amount, collected, paid_out)
  SELECT sender_id, origin_branch_id, destination_branch_id, sum(n)::int, sum(n * cod_amount),
    sum(n * collected), sum(n * paid_out)
  FROM unnest(changes)
  GROUP BY sender_id, origin_branch_id, destination_branch_id
  HAVING sum(n) <> 0 OR sum(n * cod_amount) <> 0 OR sum(n * collected) <> 0
    OR sum(n * paid_out) <> 0
  ORDER BY sender_id, origin_branch_id, destination_branch_id
  ON CONFLICT (sender_id, origin_branch_id, destination_branch_id) DO UPDATE SET
    lines = t.lines + excluded.lines, cod_amount = t.cod_amount + excluded.cod_amount,
    collected = t.collected + excluded.collected, paid_out = t.paid_out + excluded.paid_out;
$$;
--> statement-breakpoint
-- A live line with thu hộ naming a sender counts once; anything else (no sender, no thu hộ,
-- deleted) counts nothing. An update takes its old rows off and puts its new rows on.
CREATE FUNCTION cod_sender_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cod_sender_totals_add(ARRAY(
      SELECT (1, sender_id, origin_branch_id, destination_branch_id, cod_amount,
        least(cod_paid, cod_amount), cod_paid_out)::cod_sender_change
      FROM new_rows WHERE sender_id IS NOT NULL AND cod_amount > 0 AND deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cod_sender_totals_add(ARRAY(
      SELECT (-1, sender_id, origin_branch_id, destination_branch_id, cod_amount,
        least(cod_paid, cod_amount), cod_paid_out)::cod_sender_change
      FROM old_rows WHERE sender_id IS NOT NULL AND cod_amount > 0 AND deleted_at IS NULL));
  ELSE
    PERFORM cod_sender_totals_add(ARRAY(
      SELECT (-1, sender_id, origin_branch_id, destination_branch_id, cod_amount,
        least(cod_paid, cod_amount), cod_paid_out)::cod_sender_change
      FROM old_rows WHERE sender_id IS NOT NULL AND cod_amount > 0 AND deleted_at IS NULL
      UNION ALL
      SELECT (1, sender_id, origin_branch_id, destination_branch_id, cod_amount,
        least(cod_paid, cod_amount), cod_paid_out)::cod_sender_change
      FROM new_rows WHERE sender_id IS NOT NULL AND cod_amount > 0 AND deleted_at IS NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_cod_sender_totals_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cod_sender_totals_apply();
--> statement-breakpoint
CREATE TRIGGER products_cod_sender_totals_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cod_sender_totals_apply();
--> statement-breakpoint
CREATE TRIGGER products_cod_sender_totals_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cod_sender_totals_apply();
--> statement-breakpoint
INSERT INTO cod_sender_totals
  (sender_id, origin_branch_id, destination_branch_id, lines, cod_amount, collected, paid_out)
SELECT sender_id, origin_branch_id, destination_branch_id, count(*), sum(cod_amount),
  sum(least(cod_paid, cod_amount)), sum(cod_paid_out)
FROM products
WHERE sender_id IS NOT NULL AND cod_amount > 0 AND deleted_at IS NULL
GROUP BY sender_id, origin_branch_id, destination_branch_id;
