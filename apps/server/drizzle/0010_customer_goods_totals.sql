CREATE TABLE "customer_goods_totals" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"goods" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"total_weight" numeric(18, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(20, 0) DEFAULT 0 NOT NULL,
	"unpaid_amount" numeric(20, 0) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_goods_totals" ADD CONSTRAINT "customer_goods_totals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Adds one goods row's part (sign 1) or takes it away (sign -1). The amount is the formula of
-- productAmountSql() (src/modules/products/product-amount.sql.ts, DESIGN.md decision 1);
-- goods-totals.test.ts checks the table against a live sum after every kind of change.
CREATE FUNCTION customer_goods_totals_add(p products, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO customer_goods_totals AS t
    (customer_id, goods, quantity, total_weight, amount, unpaid_amount)
  SELECT p.customer_id, sign, sign * p.quantity, sign * p.total_weight,
         sign * line.amount, CASE WHEN p.is_paid THEN 0 ELSE sign * line.amount END
  FROM (SELECT CASE WHEN p.is_total_money THEN p.price::numeric
                    WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity
                    ELSE round(p.price::numeric * p.total_weight) END AS amount) AS line
  ON CONFLICT (customer_id) DO UPDATE SET
    goods = t.goods + excluded.goods,
    quantity = t.quantity + excluded.quantity,
    total_weight = t.total_weight + excluded.total_weight,
    amount = t.amount + excluded.amount,
    unpaid_amount = t.unpaid_amount + excluded.unpaid_amount;
$$;
--> statement-breakpoint
CREATE FUNCTION customer_goods_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.customer_id, OLD.price, OLD.quantity, OLD.total_weight, OLD.price_type,
          OLD.is_total_money, OLD.is_paid, OLD.deleted_at IS NULL)
         IS NOT DISTINCT FROM
         (NEW.customer_id, NEW.price, NEW.quantity, NEW.total_weight, NEW.price_type,
          NEW.is_total_money, NEW.is_paid, NEW.deleted_at IS NULL) THEN
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
CREATE TRIGGER products_customer_goods_totals
  AFTER INSERT OR DELETE
     OR UPDATE OF customer_id, price, quantity, total_weight, price_type, is_total_money, is_paid,
        deleted_at
  ON products FOR EACH ROW EXECUTE FUNCTION customer_goods_totals_apply();
--> statement-breakpoint
-- The goods already there (an existing depot).
INSERT INTO customer_goods_totals (customer_id, goods, quantity, total_weight, amount, unpaid_amount)
SELECT customer_id, count(*), sum(quantity), sum(total_weight), sum(amount),
       coalesce(sum(amount) FILTER (WHERE NOT is_paid), 0)
FROM (SELECT customer_id, quantity, total_weight, is_paid,
             CASE WHEN is_total_money THEN price::numeric
                  WHEN price_type = 'package' THEN price::numeric * quantity
                  ELSE round(price::numeric * total_weight) END AS amount
      FROM products WHERE deleted_at IS NULL) AS live
GROUP BY customer_id;
