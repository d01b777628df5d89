-- The totals kept per value and per bucket (migrations 0025, 0030, 0057) counted again from the
-- live goods, for a bulk change made with the triggers off (the demo depot placing its goods on
-- branches, `npm run seed:demo -- --branches=N`). The same sums as migration 0057's.
CREATE FUNCTION goods_value_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM goods_value_buckets;
  DELETE FROM goods_value_totals;
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
  INSERT INTO goods_value_buckets
    (kind, bucket, origin_branch_id, destination_branch_id, goods, quantity, total_weight, amount)
  SELECT kind, goods_value_bucket(value), origin_branch_id, destination_branch_id, sum(goods),
         sum(quantity), sum(total_weight), sum(amount)
  FROM goods_value_totals WHERE kind IN ('weight', 'amount')
  GROUP BY 1, 2, 3, 4;
$$;
