-- Who pays a line's freight (docs/payments.md, "Who pays the freight"): its receiver (the line's
-- customer, the default) or its sender. `payer_id` is the customer who owes the freight, kept by
-- PostgreSQL itself, so every money read and kept total keys on one column.
ALTER TABLE "products" ADD COLUMN "freight_payer" varchar(10) DEFAULT 'receiver' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_freight_payer_check" CHECK ("products"."freight_payer" in ('receiver', 'sender') and ("products"."freight_payer" = 'receiver' or "products"."sender_id" is not null));
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "payer_id" integer GENERATED ALWAYS AS (case when "products"."freight_payer" = 'sender' then "products"."sender_id" else "products"."customer_id" end) STORED NOT NULL;
--> statement-breakpoint
-- The unpaid lines a sender pays for goods received by someone else: the payer's debt reads them
-- beside their own goods (by products_customer_idx); few rows, so a small index.
CREATE INDEX "products_payer_others_idx" ON "products" USING btree ("payer_id", "datetime" DESC, "id" DESC)
  WHERE "products"."deleted_at" IS NULL AND "products"."payer_id" <> "products"."customer_id";
--> statement-breakpoint
-- A customer's goods whose freight their sender pays: left out of the goods they owe for.
CREATE INDEX "products_paid_by_others_idx" ON "products" USING btree ("customer_id")
  WHERE "products"."deleted_at" IS NULL AND "products"."payer_id" <> "products"."customer_id";
--> statement-breakpoint
-- The customer's goods figures stay the receiver's; the unpaid freight is the payer's.
CREATE OR REPLACE FUNCTION customer_goods_totals_add(p products, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO customer_goods_totals AS t
    (customer_id, goods, quantity, total_weight, amount, unpaid_amount)
  SELECT p.customer_id, sign, sign * p.quantity, sign * p.total_weight, sign * line.amount,
         CASE WHEN p.payer_id = p.customer_id THEN sign * (line.amount - p.paid_amount) ELSE 0 END
  FROM (SELECT CASE WHEN p.is_total_money THEN p.price::numeric WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity ELSE round(p.price::numeric * p.total_weight) END AS amount) AS line
  ON CONFLICT (customer_id) DO UPDATE SET
    goods = t.goods + excluded.goods,
    quantity = t.quantity + excluded.quantity,
    total_weight = t.total_weight + excluded.total_weight,
    amount = t.amount + excluded.amount,
    unpaid_amount = t.unpaid_amount + excluded.unpaid_amount;
  INSERT INTO customer_goods_totals AS t (customer_id, unpaid_amount)
  SELECT p.payer_id, sign * (line.amount - p.paid_amount)
  FROM (SELECT CASE WHEN p.is_total_money THEN p.price::numeric WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity ELSE round(p.price::numeric * p.total_weight) END AS amount) AS line
  WHERE p.payer_id <> p.customer_id
  ON CONFLICT (customer_id) DO UPDATE SET unpaid_amount = t.unpaid_amount + excluded.unpaid_amount;
$$;
--> statement-breakpoint
-- What a payer owes moves by `delta` đồng; nothing is written when nothing moves.
CREATE FUNCTION customer_unpaid_add(customer integer, delta numeric) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO customer_goods_totals AS t (customer_id, unpaid_amount)
  SELECT customer, delta WHERE delta <> 0
  ON CONFLICT (customer_id) DO UPDATE SET unpaid_amount = t.unpaid_amount + excluded.unpaid_amount;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_goods_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_amount numeric;
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.customer_id, OLD.payer_id, OLD.price, OLD.quantity, OLD.total_weight, OLD.price_type,
          OLD.is_total_money, OLD.is_paid, OLD.paid_amount, OLD.deleted_at IS NULL)
         IS NOT DISTINCT FROM
         (NEW.customer_id, NEW.payer_id, NEW.price, NEW.quantity, NEW.total_weight, NEW.price_type,
          NEW.is_total_money, NEW.is_paid, NEW.paid_amount, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  -- Only the money or who pays moved (a payment, a payer changed): the payers' rows alone, so a
  -- payment of a sender's writes no row of the receiver, whom its writer does not hold
  -- (src/lib/lock-order.ts).
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL AND NEW.deleted_at IS NULL
     AND (OLD.customer_id, OLD.price, OLD.quantity, OLD.total_weight, OLD.price_type,
          OLD.is_total_money)
         IS NOT DISTINCT FROM
         (NEW.customer_id, NEW.price, NEW.quantity, NEW.total_weight, NEW.price_type,
          NEW.is_total_money) THEN
    line_amount := CASE WHEN NEW.is_total_money THEN NEW.price::numeric WHEN NEW.price_type = 'package' THEN NEW.price::numeric * NEW.quantity ELSE round(NEW.price::numeric * NEW.total_weight) END;
    IF OLD.payer_id = NEW.payer_id THEN
      PERFORM customer_unpaid_add(NEW.payer_id, OLD.paid_amount - NEW.paid_amount);
    ELSE
      PERFORM customer_unpaid_add(OLD.payer_id, OLD.paid_amount - line_amount);
      PERFORM customer_unpaid_add(NEW.payer_id, line_amount - NEW.paid_amount);
    END IF;
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
     OR UPDATE OF customer_id, sender_id, freight_payer, price, quantity, total_weight, price_type,
        is_total_money, is_paid, paid_amount, deleted_at
  ON products FOR EACH ROW EXECUTE FUNCTION customer_goods_totals_apply();
--> statement-breakpoint
-- A statement is its customer's (the receiver's) goods on a trip. Of a line another customer pays,
-- nothing is due from the statement's customer: it counts among the lines they owe nothing on
-- (paid_lines), and what it still owes is kept apart (sender_due), so the statement's due is
-- amount − collected − sender_due. The trip's figures count every line as before.
ALTER TABLE "statement_totals" ADD COLUMN "sender_due" numeric(20, 0) DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statement_totals_add(trip integer, p products, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  line_amount numeric := CASE WHEN p.is_total_money THEN p.price::numeric WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity ELSE round(p.price::numeric * p.total_weight) END;
  paid integer := CASE WHEN p.is_paid THEN 1 ELSE 0 END;
  collected_part numeric := least(p.paid_amount::numeric, line_amount);
  others boolean := p.payer_id <> p.customer_id;
  settled integer := CASE WHEN p.is_paid OR others THEN 1 ELSE 0 END;
  others_due numeric := CASE WHEN others THEN line_amount - collected_part ELSE 0 END;
  lines_after integer;
BEGIN
  -- The trip's row first, locked: it orders every writer of this trip's figures.
  INSERT INTO trip_totals (trip_id) VALUES (trip) ON CONFLICT (trip_id) DO NOTHING;
  PERFORM 1 FROM trip_totals WHERE trip_id = trip FOR UPDATE;
  INSERT INTO statement_totals AS s
    (trip_id, customer_id, lines, paid_lines, quantity, total_weight, amount, collected, sender_due)
  VALUES (trip, p.customer_id, sign, sign * settled, sign * p.quantity, sign * p.total_weight,
          sign * line_amount, sign * collected_part, sign * others_due)
  ON CONFLICT (trip_id, customer_id) DO UPDATE SET
    lines = s.lines + excluded.lines,
    paid_lines = s.paid_lines + excluded.paid_lines,
    quantity = s.quantity + excluded.quantity,
    total_weight = s.total_weight + excluded.total_weight,
    amount = s.amount + excluded.amount,
    collected = s.collected + excluded.collected,
    sender_due = s.sender_due + excluded.sender_due
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
  IF (OLD.customer_id, OLD.payer_id, OLD.price, OLD.quantity, OLD.total_weight, OLD.price_type,
      OLD.is_total_money, OLD.is_paid, OLD.paid_amount, OLD.deleted_at IS NULL)
     IS NOT DISTINCT FROM
     (NEW.customer_id, NEW.payer_id, NEW.price, NEW.quantity, NEW.total_weight, NEW.price_type,
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
  AFTER UPDATE OF customer_id, sender_id, freight_payer, price, quantity, total_weight, price_type,
        is_total_money, is_paid, paid_amount, deleted_at
  ON products FOR EACH ROW EXECUTE FUNCTION statement_totals_product();
