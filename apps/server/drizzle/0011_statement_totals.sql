CREATE TABLE "statement_totals" (
	"trip_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"paid_lines" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"total_weight" numeric(18, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(20, 0) DEFAULT 0 NOT NULL,
	"collected" numeric(20, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "statement_totals_trip_id_customer_id_pk" PRIMARY KEY("trip_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "trip_totals" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"paid_lines" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"total_weight" numeric(18, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(20, 0) DEFAULT 0 NOT NULL,
	"collected" numeric(20, 0) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_totals" ADD CONSTRAINT "statement_totals_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_totals" ADD CONSTRAINT "statement_totals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_totals" ADD CONSTRAINT "trip_totals_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Adds one goods row's part to the statement of its customer on a trip and to the trip
-- (sign 1), or takes it away (sign -1). The amount is the formula of productAmountSql() (DESIGN.md decision 1);
-- statement-totals.test.ts checks the table against the live lines after every kind of change.
CREATE FUNCTION statement_totals_add(trip integer, p products, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  line_amount numeric := CASE WHEN p.is_total_money THEN p.price::numeric
                              WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity
                              ELSE round(p.price::numeric * p.total_weight) END;
  paid integer := CASE WHEN p.is_paid THEN 1 ELSE 0 END;
  lines_after integer;
BEGIN
  -- The trip's row first, locked: it orders every writer of this trip's figures.
  INSERT INTO trip_totals (trip_id) VALUES (trip) ON CONFLICT (trip_id) DO NOTHING;
  PERFORM 1 FROM trip_totals WHERE trip_id = trip FOR UPDATE;
  INSERT INTO statement_totals AS s
    (trip_id, customer_id, lines, paid_lines, quantity, total_weight, amount, collected)
  VALUES (trip, p.customer_id, sign, sign * paid, sign * p.quantity, sign * p.total_weight,
          sign * line_amount, sign * paid * line_amount)
  ON CONFLICT (trip_id, customer_id) DO UPDATE SET
    lines = s.lines + excluded.lines,
    paid_lines = s.paid_lines + excluded.paid_lines,
    quantity = s.quantity + excluded.quantity,
    total_weight = s.total_weight + excluded.total_weight,
    amount = s.amount + excluded.amount,
    collected = s.collected + excluded.collected
  RETURNING s.lines INTO lines_after;
  UPDATE trip_totals SET
    -- A statement counts as a customer of the trip while it has lines.
    customers = customers + CASE WHEN sign = 1 AND lines_after = 1 THEN 1
                                 WHEN sign = -1 AND lines_after = 0 THEN -1 ELSE 0 END,
    lines = lines + sign,
    paid_lines = paid_lines + sign * paid,
    quantity = quantity + sign * p.quantity,
    total_weight = total_weight + sign * p.total_weight,
    amount = amount + sign * line_amount,
    collected = collected + sign * paid * line_amount
  WHERE trip_id = trip;
END;
$$;
--> statement-breakpoint
-- A line comes onto a trip, leaves it (removed_at set: archive, removal, move) or comes back.
CREATE FUNCTION statement_totals_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p products;
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.trip_id, OLD.product_id, OLD.removed_at IS NULL)
         IS NOT DISTINCT FROM (NEW.trip_id, NEW.product_id, NEW.removed_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.removed_at IS NULL THEN
    SELECT * INTO p FROM products WHERE id = OLD.product_id AND deleted_at IS NULL;
    IF FOUND THEN PERFORM statement_totals_add(OLD.trip_id, p, -1); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.removed_at IS NULL THEN
    SELECT * INTO p FROM products WHERE id = NEW.product_id AND deleted_at IS NULL;
    IF FOUND THEN PERFORM statement_totals_add(NEW.trip_id, p, 1); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trip_items_statement_totals
  AFTER INSERT OR DELETE OR UPDATE OF trip_id, product_id, removed_at
  ON trip_items FOR EACH ROW EXECUTE FUNCTION statement_totals_item();
--> statement-breakpoint
-- Goods on a vehicle change: their price, weight, paid flag, customer… (one live line at most).
CREATE FUNCTION statement_totals_product() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  trip integer;
BEGIN
  IF (OLD.customer_id, OLD.price, OLD.quantity, OLD.total_weight, OLD.price_type,
      OLD.is_total_money, OLD.is_paid, OLD.deleted_at IS NULL)
     IS NOT DISTINCT FROM
     (NEW.customer_id, NEW.price, NEW.quantity, NEW.total_weight, NEW.price_type,
      NEW.is_total_money, NEW.is_paid, NEW.deleted_at IS NULL) THEN
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
CREATE TRIGGER products_statement_totals
  AFTER UPDATE OF customer_id, price, quantity, total_weight, price_type, is_total_money, is_paid,
        deleted_at
  ON products FOR EACH ROW EXECUTE FUNCTION statement_totals_product();
--> statement-breakpoint
-- The lines already loaded (an existing depot).
INSERT INTO statement_totals
  (trip_id, customer_id, lines, paid_lines, quantity, total_weight, amount, collected)
SELECT trip_id, customer_id, count(*), count(*) FILTER (WHERE is_paid), sum(quantity),
       sum(total_weight), sum(amount), coalesce(sum(amount) FILTER (WHERE is_paid), 0)
FROM (SELECT i.trip_id, p.customer_id, p.quantity, p.total_weight, p.is_paid,
             CASE WHEN p.is_total_money THEN p.price::numeric
                  WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity
                  ELSE round(p.price::numeric * p.total_weight) END AS amount
      FROM trip_items i JOIN products p ON p.id = i.product_id
      WHERE i.removed_at IS NULL AND p.deleted_at IS NULL) AS live
GROUP BY trip_id, customer_id;
--> statement-breakpoint
INSERT INTO trip_totals
  (trip_id, customers, lines, paid_lines, quantity, total_weight, amount, collected)
SELECT trip_id, count(*) FILTER (WHERE lines > 0), sum(lines), sum(paid_lines), sum(quantity),
       sum(total_weight), sum(amount), sum(collected)
FROM statement_totals GROUP BY trip_id;
