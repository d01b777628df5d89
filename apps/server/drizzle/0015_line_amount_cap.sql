-- A depot upgraded with a line over the cap (an old typo such as 999 999 999 999 đ/kg) stops
-- here with the ids to correct, rather than with a bare check violation: nothing is clamped,
-- since only a person can tell which figure was mistyped. Correct them and start again.
DO $$
DECLARE over_cap text;
BEGIN
  SELECT string_agg(id::text, ', ' ORDER BY id) INTO over_cap FROM products
   WHERE (CASE WHEN is_total_money THEN price::numeric
               WHEN price_type = 'package' THEN price::numeric * quantity
               ELSE round(price::numeric * total_weight) END) > 10000000000;
  IF over_cap IS NOT NULL THEN
    RAISE EXCEPTION 'Goods lines over the line amount cap of 10 000 000 000 đ (products.id %): correct their price, quantity or weight, then migrate again', over_cap;
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_line_amount_check" CHECK ((case when "products"."is_total_money" then "products"."price"::numeric when "products"."price_type" = 'package' then "products"."price"::numeric * "products"."quantity" else round("products"."price"::numeric * "products"."total_weight") end) <= 10000000000);