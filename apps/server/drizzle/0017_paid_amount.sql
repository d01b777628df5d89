ALTER TABLE "products" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 19: what was collected of each line, in đồng. Every line paid today was paid in full.
UPDATE "products" SET "paid_amount" = (CASE WHEN is_total_money THEN price::numeric WHEN price_type = 'package' THEN price::numeric * quantity ELSE round(price::numeric * total_weight) END)::bigint
WHERE "is_paid";
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_paid_check" CHECK ("products"."paid_amount" >= 0 and ("products"."is_paid" = ("products"."paid_amount"::numeric >= (case when "products"."is_total_money" then "products"."price"::numeric when "products"."price_type" = 'package' then "products"."price"::numeric * "products"."quantity" else round("products"."price"::numeric * "products"."total_weight") end)) or (case when "products"."is_total_money" then "products"."price"::numeric when "products"."price_type" = 'package' then "products"."price"::numeric * "products"."quantity" else round("products"."price"::numeric * "products"."total_weight") end) = 0));
--> statement-breakpoint
-- The kept totals count what was paid of each line (productCollectedSql, productDueSql): a line
-- collected min(paid, amount); a customer's unpaid amount is amount − paid over all lines, so a
-- line paid past its amount (edited lower) gives the customer credit.
CREATE OR REPLACE FUNCTION customer_goods_totals_add(p products, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO customer_goods_totals AS t
    (customer_id, goods, quantity, total_weight, amount, unpaid_amount)
  SELECT p.customer_id, sign, sign * p.quantity, sign * p.total_weight,
         sign * line.amount, sign * (line.amount - p.paid_amount)
  FROM (SELECT CASE WHEN p.is_total_money THEN p.price::numeric WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity ELSE round(p.price::numeric * p.total_weight) END AS amount) AS line
  ON CONFLICT (customer_id) DO UPDATE SET
    goods = t.goods + excluded.goods,
    quantity = t.quantity + excluded.quantity,
    total_weight = t.total_weight + excluded.total_weight,
    amount = t.amount + excluded.amount,
    unpaid_amount = t.unpaid_amount + excluded.unpaid_amount;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_goods_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.customer_id, OLD.price, OLD.quantity, OLD.total_weight, OLD.price_type,
          OLD.is_total_money, OLD.is_paid, OLD.paid_amount, OLD.deleted_at IS NULL)
         IS NOT DISTINCT FROM
         (NEW.customer_id, NEW.price, NEW.quantity, NEW.total_weight, NEW.price_type,
          NEW.is_total_money, NEW.is_paid, NEW.paid_amount, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    PERFORM customer_goods_totals_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    PERFORM customer_goods_totals_add(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_customer_goods_totals ON products;
--> statement-breakpoint
CREATE TRIGGER products_customer_goods_totals
  AFTER INSERT OR DELETE
     OR UPDATE OF customer_id, price, quantity, total_weight, price_type, is_total_money, is_paid,
        paid_amount, deleted_at
  ON products FOR EACH ROW EXECUTE FUNCTION customer_goods_totals_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statement_totals_add(trip integer, p products, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  line_amount numeric := CASE WHEN p.is_total_money THEN p.price::numeric WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity ELSE round(p.price::numeric * p.total_weight) END;
  paid integer := CASE WHEN p.is_paid THEN 1 ELSE 0 END;
  collected_part numeric := least(p.paid_amount::numeric, line_amount);
  lines_after integer;
BEGIN
  -- The trip's row first, locked: it orders every writer of this trip's figures.
  INSERT INTO trip_totals (trip_id) VALUES (trip) ON CONFLICT (trip_id) DO NOTHING;
  PERFORM 1 FROM trip_totals WHERE trip_id = trip FOR UPDATE;
  INSERT INTO statement_totals AS s
    (trip_id, customer_id, lines, paid_lines, quantity, total_weight, amount, collected)
  VALUES (trip, p.customer_id, sign, sign * paid, sign * p.quantity, sign * p.total_weight,
          sign * line_amount, sign * collected_part)
  ON CONFLICT (trip_id, customer_id) DO UPDATE SET
    lines = s.lines + excluded.lines,
    paid_lines = s.paid_lines + excluded.paid_lines,
    quantity = s.quantity + excluded.quantity,
    total_weight = s.total_weight + excluded.total_weight,
    amount = s.amount + excluded.amount,
    collected = s.collected + excluded.collected
  RETURNING s.lines INTO lines_after;
  UPDATE trip_totals SET
    customers = customers + CASE WHEN sign = 1 AND lines_after = 1 THEN 1
                                 WHEN sign = -1 AND lines_after = 0 THEN -1 ELSE 0 END,
    lines = lines + sign,
    paid_lines = paid_lines + sign * paid,
    quantity = quantity + sign * p.quantity,
    total_weight = total_weight + sign * p.total_weight,
    amount = amount + sign * line_amount,
    collected = collected + sign * collected_part
  WHERE trip_id = trip;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statement_totals_product() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  trip integer;
BEGIN
  IF (OLD.customer_id, OLD.price, OLD.quantity, OLD.total_weight, OLD.price_type,
      OLD.is_total_money, OLD.is_paid, OLD.paid_amount, OLD.deleted_at IS NULL)
     IS NOT DISTINCT FROM
     (NEW.customer_id, NEW.price, NEW.quantity, NEW.total_weight, NEW.price_type,
      NEW.is_total_money, NEW.is_paid, NEW.paid_amount, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  FOR trip IN SELECT trip_id FROM trip_items WHERE product_id = NEW.id AND removed_at IS NULL LOOP
    IF OLD.deleted_at IS NULL THEN PERFORM statement_totals_add(trip, OLD, -1); END IF;
    IF NEW.deleted_at IS NULL THEN PERFORM statement_totals_add(trip, NEW, 1); END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_statement_totals ON products;
--> statement-breakpoint
CREATE TRIGGER products_statement_totals
  AFTER UPDATE OF customer_id, price, quantity, total_weight, price_type, is_total_money, is_paid,
        paid_amount, deleted_at
  ON products FOR EACH ROW EXECUTE FUNCTION statement_totals_product();
--> statement-breakpoint
-- `Đã thu` and the money collected stay in step whoever writes the row: setting the flag alone
-- (a toggle, an older writer) pays the line in full or returns it all; changing the money or
-- the amount derives the flag (a line of 0 đ keeps the flag it was given).
CREATE FUNCTION products_paid_in_step() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_amount numeric := CASE WHEN NEW.is_total_money THEN NEW.price::numeric WHEN NEW.price_type = 'package' THEN NEW.price::numeric * NEW.quantity ELSE round(NEW.price::numeric * NEW.total_weight) END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.is_paid AND NEW.paid_amount = 0 THEN NEW.paid_amount := line_amount; END IF;
  ELSIF NEW.is_paid IS DISTINCT FROM OLD.is_paid AND NEW.paid_amount = OLD.paid_amount THEN
    NEW.paid_amount := CASE WHEN NEW.is_paid THEN line_amount ELSE 0 END;
  END IF;
  IF line_amount > 0 THEN NEW.is_paid := NEW.paid_amount >= line_amount; END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_paid_in_step
  BEFORE INSERT OR UPDATE OF price, quantity, total_weight, price_type, is_total_money, is_paid,
         paid_amount
  ON products FOR EACH ROW EXECUTE FUNCTION products_paid_in_step();
