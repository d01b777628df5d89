CREATE TABLE "payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"product_id" integer,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_number_counters" (
	"number_year" smallint NOT NULL,
	"number_month" smallint NOT NULL,
	"last_order" integer NOT NULL,
	CONSTRAINT "payment_number_counters_number_year_number_month_pk" PRIMARY KEY("number_year","number_month")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_year" smallint NOT NULL,
	"number_month" smallint NOT NULL,
	"number_order" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" varchar(10) NOT NULL,
	"source" varchar(10) DEFAULT 'counter' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" integer,
	"note" text,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0 and "payments"."amount" <= 100000000000),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'transfer')),
	CONSTRAINT "payments_void_check" CHECK (("payments"."voided_at" is null) = ("payments"."void_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "customer_goods_totals" ADD COLUMN "opening_paid" numeric(20, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_goods_totals" ADD COLUMN "credit" numeric(20, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_product_idx" ON "payment_allocations" USING btree ("product_id") WHERE "payment_allocations"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number_key" ON "payments" USING btree ("number_year","number_month","number_order");--> statement-breakpoint
CREATE INDEX "payments_received_at_idx" ON "payments" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","received_at");--> statement-breakpoint
-- Every line paid until now becomes a payment of what was collected for it, dated by the audit
-- row of its latest paid change (else noon of its receive date at the depot), received by who
-- made that change (else who entered the goods), numbered by the month it was received. The
-- money collected per line (products.paid_amount) does not change: every figure stays the same.
ALTER TABLE "payments" ADD COLUMN "legacy_product_id" integer;
--> statement-breakpoint
INSERT INTO "payments" (number_year, number_month, number_order, customer_id, amount, method,
                        source, received_at, received_by, note, legacy_product_id)
SELECT extract(year from received_at at time zone 'Asia/Ho_Chi_Minh')::int,
       extract(month from received_at at time zone 'Asia/Ho_Chi_Minh')::int,
       row_number() OVER (
         PARTITION BY extract(year from received_at at time zone 'Asia/Ho_Chi_Minh'),
                      extract(month from received_at at time zone 'Asia/Ho_Chi_Minh')
         ORDER BY received_at, id),
       customer_id, paid_amount, 'cash', 'legacy', received_at, received_by,
       'Đã thu trước khi có phiếu thu', id
FROM (
  SELECT p.id, p.customer_id, p.paid_amount,
         coalesce(a.at, (p.datetime + time '12:00') at time zone 'Asia/Ho_Chi_Minh') AS received_at,
         coalesce(a.actor_id, p.created_by) AS received_by
  FROM products p
  LEFT JOIN LATERAL (
    SELECT at, actor_id FROM audit_log
    WHERE entity = 'product' AND entity_id = p.id AND action = 'paid'
    ORDER BY at DESC, id DESC LIMIT 1
  ) a ON true
  WHERE p.paid_amount > 0
) AS paid;
--> statement-breakpoint
INSERT INTO "payment_allocations" (payment_id, product_id, amount, created_at)
SELECT id, legacy_product_id, amount, received_at FROM "payments" WHERE legacy_product_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "legacy_product_id";
--> statement-breakpoint
INSERT INTO "payment_number_counters" (number_year, number_month, last_order)
SELECT number_year, number_month, max(number_order) FROM "payments" GROUP BY number_year, number_month;
--> statement-breakpoint
-- From here on the allocations are the money collected: a live allocation adds to its line's
-- paid_amount (or to the customer's opening_paid), a voided one takes it back; what a payment
-- has not allocated is the customer's credit. payments-kept.test.ts holds them to the rows.
CREATE FUNCTION customer_money_add(customer integer, opening numeric, credit_part numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_goods_totals AS t (customer_id, opening_paid, credit)
  VALUES (customer, opening, credit_part)
  ON CONFLICT (customer_id) DO UPDATE SET
    opening_paid = t.opening_paid + excluded.opening_paid,
    credit = t.credit + excluded.credit;
$$;
--> statement-breakpoint
CREATE FUNCTION payment_allocations_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer;
  customer integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.voided_at IS NOT NULL THEN RETURN NULL; END IF;
    sign := 1;
  ELSIF (OLD.voided_at IS NULL) = (NEW.voided_at IS NULL) THEN
    RETURN NULL;
  ELSE
    sign := CASE WHEN NEW.voided_at IS NULL THEN 1 ELSE -1 END;
  END IF;
  SELECT customer_id INTO customer FROM payments WHERE id = NEW.payment_id;
  IF NEW.product_id IS NULL THEN
    PERFORM customer_money_add(customer, sign * NEW.amount, -sign * NEW.amount);
  ELSE
    UPDATE products SET paid_amount = paid_amount + sign * NEW.amount WHERE id = NEW.product_id;
    PERFORM customer_money_add(customer, 0, -sign * NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_allocations_apply
  AFTER INSERT OR UPDATE OF voided_at ON payment_allocations
  FOR EACH ROW EXECUTE FUNCTION payment_allocations_apply();
--> statement-breakpoint
CREATE FUNCTION payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.voided_at IS NULL THEN PERFORM customer_money_add(NEW.customer_id, 0, NEW.amount); END IF;
  ELSIF (OLD.voided_at IS NULL) <> (NEW.voided_at IS NULL) THEN
    PERFORM customer_money_add(NEW.customer_id, 0,
      CASE WHEN NEW.voided_at IS NULL THEN NEW.amount ELSE -NEW.amount END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_apply
  AFTER INSERT OR UPDATE OF voided_at ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_apply();
