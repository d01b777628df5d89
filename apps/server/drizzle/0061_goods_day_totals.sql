-- A deep page of the goods list (docs/speed.md, "Deep pages"): page 5 000 of a branch skipped
-- 250 000 goods one by one in its two indexes (60 ms at 2 000 000 goods). The goods per receive
-- day are now kept too, per pair of ends, as kind `day` of goods_value_totals (value: the day's
-- number since 1970-01-01, in the trigger's one transaction): a page finds the day its offset
-- falls in from these few thousand rows and walks that day only.
ALTER TYPE goods_value_change ADD ATTRIBUTE datetime date;
--> statement-breakpoint
ALTER TABLE "goods_value_totals" DROP CONSTRAINT "goods_value_totals_kind_check";
--> statement-breakpoint
ALTER TABLE "goods_value_totals" ADD CONSTRAINT "goods_value_totals_kind_check"
  CHECK ("kind" in ('price', 'quantity', 'weight', 'amount', 'day'));
--> statement-breakpoint
-- As in migration 0057, with the day. Rows are locked in key order, totals then buckets.
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
                             ('amount', d.amount::bigint),
                             ('day', (d.datetime - date '1970-01-01')::bigint)) AS v(kind, value)
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
-- As in migration 0057, with the day: a goods line whose receive day changes moves day.
CREATE OR REPLACE FUNCTION goods_value_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM goods_value_totals_add(ARRAY(
      SELECT (1, price, quantity, total_weight, price_type, is_total_money, origin_branch_id,
              destination_branch_id, datetime)::goods_value_change
      FROM new_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM goods_value_totals_add(ARRAY(
      SELECT (-1, price, quantity, total_weight, price_type, is_total_money, origin_branch_id,
              destination_branch_id, datetime)::goods_value_change
      FROM old_rows WHERE deleted_at IS NULL));
  ELSE
    PERFORM goods_value_totals_add(ARRAY(
      SELECT s.change
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        ((-1, o.price, o.quantity, o.total_weight, o.price_type, o.is_total_money,
          o.origin_branch_id, o.destination_branch_id, o.datetime)::goods_value_change,
         o.deleted_at IS NULL),
        ((1, n.price, n.quantity, n.total_weight, n.price_type, n.is_total_money,
          n.origin_branch_id, n.destination_branch_id, n.datetime)::goods_value_change,
         n.deleted_at IS NULL)
      ) AS s(change, live)
      WHERE s.live
        AND (o.price, o.quantity, o.total_weight, o.price_type, o.is_total_money,
             o.deleted_at IS NULL, o.origin_branch_id, o.destination_branch_id, o.datetime)
            IS DISTINCT FROM
            (n.price, n.quantity, n.total_weight, n.price_type, n.is_total_money,
             n.deleted_at IS NULL, n.origin_branch_id, n.destination_branch_id, n.datetime)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- As in migration 0059, with the day.
CREATE OR REPLACE FUNCTION goods_value_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM goods_value_buckets;
  DELETE FROM goods_value_totals;
  INSERT INTO goods_value_totals
    (kind, value, origin_branch_id, destination_branch_id, goods, quantity, total_weight, amount)
  SELECT v.kind, v.value, live.origin_branch_id, live.destination_branch_id, count(*),
         sum(live.quantity), sum(live.total_weight), sum(live.amount)
  FROM (SELECT price, quantity, total_weight, origin_branch_id, destination_branch_id, datetime,
               CASE WHEN is_total_money THEN price::numeric
                    WHEN price_type = 'package' THEN price::numeric * quantity
                    ELSE round(price::numeric * total_weight) END AS amount
        FROM products WHERE deleted_at IS NULL) AS live
  CROSS JOIN LATERAL (VALUES ('price', live.price), ('quantity', live.quantity::bigint),
                             ('weight', (live.total_weight * 100)::bigint),
                             ('amount', live.amount::bigint),
                             ('day', (live.datetime - date '1970-01-01')::bigint)) AS v(kind, value)
  GROUP BY 1, 2, 3, 4;
  INSERT INTO goods_value_buckets
    (kind, bucket, origin_branch_id, destination_branch_id, goods, quantity, total_weight, amount)
  SELECT kind, goods_value_bucket(value), origin_branch_id, destination_branch_id, sum(goods),
         sum(quantity), sum(total_weight), sum(amount)
  FROM goods_value_totals WHERE kind IN ('weight', 'amount')
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
-- The goods already there.
INSERT INTO goods_value_totals
  (kind, value, origin_branch_id, destination_branch_id, goods, quantity, total_weight, amount)
SELECT 'day', datetime - date '1970-01-01', origin_branch_id, destination_branch_id, count(*),
       sum(quantity), sum(total_weight),
       sum(CASE WHEN is_total_money THEN price::numeric
                WHEN price_type = 'package' THEN price::numeric * quantity
                ELSE round(price::numeric * total_weight) END)
FROM products WHERE deleted_at IS NULL
GROUP BY 2, 3, 4;
