-- Issue 26: two calls still grew with the depot (docs/speed.md).
--
-- 1. The goods count with a weight or amount filter alone summed every matching goods line
-- (parallel seq scan). The live goods' totals are now kept per weight (in hundredths of a kg)
-- and per amount too, in goods_value_totals beside price and quantity; those values are many
-- (97 535 weights, 411 260 amounts on 2 000 000 goods), so they are also summed per bucket of
-- three significant digits (goods_value_buckets: 2 923 and 3 694 buckets). A count reads the
-- whole buckets past its bound and the exact values of the one bucket the bound cuts
-- (at most 338 weights, 1 389 amounts there).
ALTER TABLE "goods_value_totals" DROP CONSTRAINT "goods_value_totals_kind_check";
--> statement-breakpoint
ALTER TABLE "goods_value_totals" ADD CONSTRAINT "goods_value_totals_kind_check"
  CHECK ("kind" in ('price', 'quantity', 'weight', 'amount'));
--> statement-breakpoint
CREATE TABLE "goods_value_buckets" (
	"kind" varchar(10) NOT NULL,
	"bucket" bigint NOT NULL,
	"goods" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"total_weight" numeric(18, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(20, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_value_buckets_kind_bucket_pk" PRIMARY KEY("kind","bucket"),
	CONSTRAINT "goods_value_buckets_kind_check" CHECK ("kind" in ('weight', 'amount'))
);
--> statement-breakpoint
-- The bucket of a value (0 or more): the value with all but its three leading digits zeroed
-- (71 51 → 7 150, 246 000 → 246 000, 1 234 567 → 1 230 000). The count needs no copy of this
-- rule: it finds the bucket its bound cuts from the buckets' own values.
CREATE FUNCTION goods_value_bucket(v bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT v - v % (10::numeric ^ greatest(length(v::text) - 3, 0))::bigint;
$$;
--> statement-breakpoint
-- As in migration 0025, with the weight and amount added, then their buckets. Two statements in
-- order: every writer locks the totals rows, then the buckets rows, each in key order.
CREATE OR REPLACE FUNCTION goods_value_totals_add(changes goods_value_change[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO goods_value_totals AS t (kind, value, goods, quantity, total_weight, amount)
  SELECT v.kind, v.value, sum(d.sign), sum(d.sign * d.quantity), sum(d.sign * d.total_weight),
         sum(d.sign * d.amount)
  FROM (SELECT c.*, CASE WHEN c.is_total_money THEN c.price::numeric
                         WHEN c.price_type = 'package' THEN c.price::numeric * c.quantity
                         ELSE round(c.price::numeric * c.total_weight) END AS amount
        FROM unnest(changes) AS c) AS d
  CROSS JOIN LATERAL (VALUES ('price', d.price), ('quantity', d.quantity::bigint),
                             ('weight', (d.total_weight * 100)::bigint),
                             ('amount', d.amount::bigint)) AS v(kind, value)
  GROUP BY v.kind, v.value
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.quantity) <> 0 OR sum(d.sign * d.total_weight) <> 0
      OR sum(d.sign * d.amount) <> 0
  ORDER BY v.kind, v.value
  ON CONFLICT (kind, value) DO UPDATE SET
    goods = t.goods + excluded.goods,
    quantity = t.quantity + excluded.quantity,
    total_weight = t.total_weight + excluded.total_weight,
    amount = t.amount + excluded.amount;

  INSERT INTO goods_value_buckets AS t (kind, bucket, goods, quantity, total_weight, amount)
  SELECT v.kind, goods_value_bucket(v.value), sum(d.sign), sum(d.sign * d.quantity),
         sum(d.sign * d.total_weight), sum(d.sign * d.amount)
  FROM (SELECT c.*, CASE WHEN c.is_total_money THEN c.price::numeric
                         WHEN c.price_type = 'package' THEN c.price::numeric * c.quantity
                         ELSE round(c.price::numeric * c.total_weight) END AS amount
        FROM unnest(changes) AS c) AS d
  CROSS JOIN LATERAL (VALUES ('weight', (d.total_weight * 100)::bigint),
                             ('amount', d.amount::bigint)) AS v(kind, value)
  GROUP BY 1, 2
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.quantity) <> 0 OR sum(d.sign * d.total_weight) <> 0
      OR sum(d.sign * d.amount) <> 0
  ORDER BY 1, 2
  ON CONFLICT (kind, bucket) DO UPDATE SET
    goods = t.goods + excluded.goods,
    quantity = t.quantity + excluded.quantity,
    total_weight = t.total_weight + excluded.total_weight,
    amount = t.amount + excluded.amount;
$$;
--> statement-breakpoint
-- The goods already there.
INSERT INTO goods_value_totals (kind, value, goods, quantity, total_weight, amount)
SELECT v.kind, v.value, count(*), sum(live.quantity), sum(live.total_weight), sum(live.amount)
FROM (SELECT quantity, total_weight,
             CASE WHEN is_total_money THEN price::numeric
                  WHEN price_type = 'package' THEN price::numeric * quantity
                  ELSE round(price::numeric * total_weight) END AS amount
      FROM products WHERE deleted_at IS NULL) AS live
CROSS JOIN LATERAL (VALUES ('weight', (live.total_weight * 100)::bigint),
                           ('amount', live.amount::bigint)) AS v(kind, value)
GROUP BY v.kind, v.value;
--> statement-breakpoint
INSERT INTO goods_value_buckets (kind, bucket, goods, quantity, total_weight, amount)
SELECT kind, goods_value_bucket(value), sum(goods), sum(quantity), sum(total_weight), sum(amount)
FROM goods_value_totals WHERE kind IN ('weight', 'amount')
GROUP BY 1, 2;
--> statement-breakpoint
-- 2. The dashboard's money received per day summed the range's live payments (42 409 in a month
-- of the 2 000 000-goods depot). Kept per quarter hour of receipt: every time zone's day starts
-- on a quarter hour, so a depot day, in whatever zone the settings name, is a range of slots
-- (2 880 rows for a month).
CREATE TABLE "payment_received_slots" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION payment_received_slot(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00');
$$;
--> statement-breakpoint
CREATE TYPE payment_received_change AS (sign integer, received_at timestamptz, amount bigint);
--> statement-breakpoint
-- A statement's changes grouped per slot, one upsert each, locked in slot order (as
-- goods_value_totals_add). A payment counts while it is not voided.
CREATE FUNCTION payment_received_slots_add(changes payment_received_change[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO payment_received_slots AS t (slot, payments, amount)
  SELECT payment_received_slot(c.received_at), sum(c.sign), sum(c.sign * c.amount)
  FROM unnest(changes) AS c GROUP BY 1
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.amount) <> 0
  ORDER BY 1
  ON CONFLICT (slot) DO UPDATE SET
    payments = t.payments + excluded.payments, amount = t.amount + excluded.amount;
$$;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert or void is one upsert per slot.
CREATE FUNCTION payment_received_slots_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its operation has.
  IF TG_OP = 'INSERT' THEN
    PERFORM payment_received_slots_add(ARRAY(
      SELECT (1, received_at, amount)::payment_received_change FROM new_rows
      WHERE voided_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM payment_received_slots_add(ARRAY(
      SELECT (-1, received_at, amount)::payment_received_change FROM old_rows
      WHERE voided_at IS NULL));
  ELSE
    PERFORM payment_received_slots_add(ARRAY(
      SELECT (-1, received_at, amount)::payment_received_change FROM old_rows
      WHERE voided_at IS NULL
      UNION ALL
      SELECT (1, received_at, amount)::payment_received_change FROM new_rows
      WHERE voided_at IS NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_received_slots_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_received_slots_apply();
--> statement-breakpoint
CREATE TRIGGER payments_received_slots_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_received_slots_apply();
--> statement-breakpoint
CREATE TRIGGER payments_received_slots_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_received_slots_apply();
--> statement-breakpoint
-- The payments already there.
INSERT INTO payment_received_slots (slot, payments, amount)
SELECT payment_received_slot(received_at), count(*), sum(amount)
FROM payments WHERE voided_at IS NULL GROUP BY 1;
