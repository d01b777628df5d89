CREATE TABLE "trip_goods_totals" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"goods" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(18, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(20, 0) DEFAULT 0 NOT NULL,
	"collected" numeric(20, 0) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_goods_totals" ADD CONSTRAINT "trip_goods_totals_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Adds one live line's part to its trip (sign 1) or takes it away (sign -1). The amount is the
-- formula of productAmountSql() (src/modules/products/product-amount.sql.ts, DESIGN.md decision
-- 1); trip-goods-totals.test.ts checks the table against a live sum after every kind of change.
CREATE FUNCTION trip_goods_totals_add(trip integer, p products, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO trip_goods_totals AS t (trip_id, goods, total_weight, amount, collected)
  SELECT trip, sign, sign * p.total_weight, sign * line.amount,
         CASE WHEN p.is_paid THEN sign * line.amount ELSE 0 END
  FROM (SELECT CASE WHEN p.is_total_money THEN p.price::numeric
                    WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity
                    ELSE round(p.price::numeric * p.total_weight) END AS amount) AS line
  ON CONFLICT (trip_id) DO UPDATE SET
    goods = t.goods + excluded.goods,
    total_weight = t.total_weight + excluded.total_weight,
    amount = t.amount + excluded.amount,
    collected = t.collected + excluded.collected;
$$;
--> statement-breakpoint
-- A line loaded, removed, archived, restored or moved: its goods (when live) join or leave a trip.
CREATE FUNCTION trip_goods_totals_item() RETURNS trigger LANGUAGE plpgsql AS $$
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
    IF FOUND THEN PERFORM trip_goods_totals_add(OLD.trip_id, p, -1); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.removed_at IS NULL THEN
    SELECT * INTO p FROM products WHERE id = NEW.product_id AND deleted_at IS NULL;
    IF FOUND THEN PERFORM trip_goods_totals_add(NEW.trip_id, p, 1); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trip_items_trip_goods_totals
  AFTER INSERT OR DELETE OR UPDATE OF trip_id, product_id, removed_at
  ON trip_items FOR EACH ROW EXECUTE FUNCTION trip_goods_totals_item();
--> statement-breakpoint
-- Goods on a vehicle repriced, reweighed, paid or deleted: their trip's sums follow.
CREATE FUNCTION trip_goods_totals_product() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  trip integer;
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.price, OLD.quantity, OLD.total_weight, OLD.price_type, OLD.is_total_money,
          OLD.is_paid, OLD.deleted_at IS NULL)
         IS NOT DISTINCT FROM
         (NEW.price, NEW.quantity, NEW.total_weight, NEW.price_type, NEW.is_total_money,
          NEW.is_paid, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  -- At most one live line per goods (trip_items_live_product_key).
  SELECT trip_id INTO trip FROM trip_items WHERE product_id = OLD.id AND removed_at IS NULL;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF OLD.deleted_at IS NULL THEN PERFORM trip_goods_totals_add(trip, OLD, -1); END IF;
  IF TG_OP = 'UPDATE' AND NEW.deleted_at IS NULL THEN
    PERFORM trip_goods_totals_add(trip, NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_trip_goods_totals
  AFTER DELETE
     OR UPDATE OF price, quantity, total_weight, price_type, is_total_money, is_paid, deleted_at
  ON products FOR EACH ROW EXECUTE FUNCTION trip_goods_totals_product();
--> statement-breakpoint
-- The trips already there (an existing depot).
INSERT INTO trip_goods_totals (trip_id, goods, total_weight, amount, collected)
SELECT trip_id, count(*), sum(total_weight), sum(amount),
       coalesce(sum(amount) FILTER (WHERE is_paid), 0)
FROM (SELECT i.trip_id, p.total_weight, p.is_paid,
             CASE WHEN p.is_total_money THEN p.price::numeric
                  WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity
                  ELSE round(p.price::numeric * p.total_weight) END AS amount
      FROM trip_items i JOIN products p ON p.id = i.product_id
      WHERE i.removed_at IS NULL AND p.deleted_at IS NULL) AS live
GROUP BY trip_id;
