-- The goods count of one branch with a single number filter (docs/speed.md, "Three branches"):
-- a clerk of a branch asking `Đơn giá > 4 000` counted the branch's goods one by one (a
-- parallel scan of the 2 000 000-goods demo depot: 300–500 ms). The totals kept per value and per
-- bucket are now kept per pair of ends too (the branch that received the goods, the branch they
-- go to), so a branch sums the pairs it is an end of, as the whole depot sums them all.
ALTER TYPE goods_value_change ADD ATTRIBUTE origin_branch_id integer;
--> statement-breakpoint
ALTER TYPE goods_value_change ADD ATTRIBUTE destination_branch_id integer;
--> statement-breakpoint
TRUNCATE goods_value_totals, goods_value_buckets;
--> statement-breakpoint
ALTER TABLE "goods_value_totals" ADD COLUMN "origin_branch_id" integer NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods_value_totals" ADD COLUMN "destination_branch_id" integer NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods_value_totals" DROP CONSTRAINT "goods_value_totals_kind_value_pk";
--> statement-breakpoint
ALTER TABLE "goods_value_totals" ADD CONSTRAINT "goods_value_totals_pk"
  PRIMARY KEY ("kind", "value", "origin_branch_id", "destination_branch_id");
--> statement-breakpoint
ALTER TABLE "goods_value_buckets" ADD COLUMN "origin_branch_id" integer NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods_value_buckets" ADD COLUMN "destination_branch_id" integer NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods_value_buckets" DROP CONSTRAINT "goods_value_buckets_kind_bucket_pk";
--> statement-breakpoint
ALTER TABLE "goods_value_buckets" ADD CONSTRAINT "goods_value_buckets_pk"
  PRIMARY KEY ("kind", "bucket", "origin_branch_id", "destination_branch_id");
--> statement-breakpoint
-- As in migration 0030, per pair of ends. Rows are locked in key order, totals then buckets.
CREATE OR REPLACE FUNCTION goods_value_totals_add(changes goods_value_change[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO goods_value_totals AS t
    (kind, value, origin_branch_id, destination_branch_id, goods, quantity, total_weight, amount)
  SELECT v.kind, v.value, d.origin_branch_id, d.destination_branch_id, sum(d.sign),
         sum(d.sign * d.quantity), sum(d.sign * d.total_weight), sum(d.sign * d.amount)
  FROM (SELECT c.*, CASE WHEN c.is_total_money THEN c.price::numeric
                         WHEN c.price_type = 'package' THEN c.price::numeric * c.quantity
                         ELSE round(c.price::numeric * c.total_weight) END AS amount
        FROM unnest(changes) AS c) AS d
  CROSS JOIN LATERAL (VALUES ('price', d.price), ('quantity', d.quantity::bigint),
                             ('weight', (d.total_weight * 100)::bigint),
                             ('amount', d.amount::bigint)) AS v(kind, value)
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.quantity) <> 0 OR sum(d.sign * d.total_weight) <> 0
      OR sum(d.sign * d.amount) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (kind, value, origin_branch_id, destination_branch_id) DO UPDATE SET
    goods = t.goods + excluded.goods,
    quantity = t.quantity + excluded.quantity,
    total_weight = t.total_weight + excluded.total_weight,
    amount = t.amount + excluded.amount;

  INSERT INTO goods_value_buckets AS t
    (kind, bucket, origin_branch_id, destination_branch_id, goods, quantity, total_weight, amount)
  SELECT v.kind, goods_value_bucket(v.value), d.origin_branch_id, d.destination_branch_id,
         sum(d.sign), sum(d.sign * d.quantity), sum(d.sign * d.total_weight), sum(d.sign * d.amount)
  FROM (SELECT c.*, CASE WHEN c.is_total_money THEN c.price::numeric
                         WHEN c.price_type = 'package' THEN c.price::numeric * c.quantity
                         ELSE round(c.price::numeric * c.total_weight) END AS amount
        FROM unnest(changes) AS c) AS d
  CROSS JOIN LATERAL (VALUES ('weight', (d.total_weight * 100)::bigint),
                             ('amount', d.amount::bigint)) AS v(kind, value)
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.quantity) <> 0 OR sum(d.sign * d.total_weight) <> 0
      OR sum(d.sign * d.amount) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (kind, bucket, origin_branch_id, destination_branch_id) DO UPDATE SET
    goods = t.goods + excluded.goods,
    quantity = t.quantity + excluded.quantity,
    total_weight = t.total_weight + excluded.total_weight,
    amount = t.amount + excluded.amount;
$$;
--> statement-breakpoint
-- As in migration 0025, with the goods' ends: a goods line moved to another end is taken from
-- its old pair and added to its new one.
CREATE OR REPLACE FUNCTION goods_value_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM goods_value_totals_add(ARRAY(
      SELECT (1, price, quantity, total_weight, price_type, is_total_money, origin_branch_id,
              destination_branch_id)::goods_value_change
      FROM new_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM goods_value_totals_add(ARRAY(
      SELECT (-1, price, quantity, total_weight, price_type, is_total_money, origin_branch_id,
              destination_branch_id)::goods_value_change
      FROM old_rows WHERE deleted_at IS NULL));
  ELSE
    PERFORM goods_value_totals_add(ARRAY(
      SELECT s.change
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        ((-1, o.price, o.quantity, o.total_weight, o.price_type, o.is_total_money,
          o.origin_branch_id, o.destination_branch_id)::goods_value_change, o.deleted_at IS NULL),
        ((1, n.price, n.quantity, n.total_weight, n.price_type, n.is_total_money,
          n.origin_branch_id, n.destination_branch_id)::goods_value_change, n.deleted_at IS NULL)
      ) AS s(change, live)
      WHERE s.live
        AND (o.price, o.quantity, o.total_weight, o.price_type, o.is_total_money,
             o.deleted_at IS NULL, o.origin_branch_id, o.destination_branch_id)
            IS DISTINCT FROM
            (n.price, n.quantity, n.total_weight, n.price_type, n.is_total_money,
             n.deleted_at IS NULL, n.origin_branch_id, n.destination_branch_id)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The goods already there.
INSERT INTO goods_value_totals
  (kind, value, origin_branch_id, destination_branch_id, goods, quantity, total_weight, amount)
SELECT v.kind, v.value, live.origin_branch_id, live.destination_branch_id, count(*),
       sum(live.quantity), sum(live.total_weight), sum(live.amount)
FROM (SELECT price, quantity, total_weight, origin_branch_id, destination_branch_id,
             CASE WHEN is_total_money THEN price::numeric
                  WHEN price_type = 'package' THEN price::numeric * quantity
                  ELSE round(price::numeric * total_weight) END AS amount
      FROM products WHERE deleted_at IS NULL) AS live
CROSS JOIN LATERAL (VALUES ('price', live.price), ('quantity', live.quantity::bigint),
                           ('weight', (live.total_weight * 100)::bigint),
                           ('amount', live.amount::bigint)) AS v(kind, value)
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO goods_value_buckets
  (kind, bucket, origin_branch_id, destination_branch_id, goods, quantity, total_weight, amount)
SELECT kind, goods_value_bucket(value), origin_branch_id, destination_branch_id, sum(goods),
       sum(quantity), sum(total_weight), sum(amount)
FROM goods_value_totals WHERE kind IN ('weight', 'amount')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The goods waiting for a vehicle counted for one branch (`Chưa lên xe`): the ends in the
-- covering index of migration 0025, so that a branch's count is an index-only scan as the whole
-- depot's is (300 → about 30 ms on the demo depot's branch).
DROP INDEX IF EXISTS "products_waiting_cover_idx";
--> statement-breakpoint
CREATE INDEX "products_waiting_cover_idx" ON "products" USING btree ("customer_id")
  INCLUDE ("price", "quantity", "total_weight", "price_type", "is_total_money",
           "origin_branch_id", "destination_branch_id")
  WHERE "products"."deleted_at" is null and not "products"."status";
