-- Money collected from a receiver for a line's sender, `Thu hộ` (docs/payments.md, "Collecting
-- thu hộ"): a payment of the receiver with the purpose `cod`, allocated to the lines' thu hộ in
-- cod_allocations, never to their freight. It is not the receiver's money: it is never credit, it
-- pays no debt, and the depot's takings (payment_received_slots) leave it out; it is cash in the
-- drawer all the same (cash_drawer_slots counts every payment).
ALTER TABLE "payments" ADD COLUMN "purpose" varchar(7) DEFAULT 'freight' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("purpose" in ('freight', 'cod'));
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cod_paid" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cod_paid_check" CHECK ("cod_paid" >= 0);
--> statement-breakpoint
CREATE TABLE "cod_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer REFERENCES "users"("id"),
	CONSTRAINT "cod_allocations_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "cod_allocations_payment_idx" ON "cod_allocations" ("payment_id");
--> statement-breakpoint
CREATE INDEX "cod_allocations_product_idx" ON "cod_allocations" ("product_id") WHERE "voided_at" IS NULL;
--> statement-breakpoint
-- A live allocation adds to its line's cod_paid, a voided one takes it back.
CREATE FUNCTION cod_allocations_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.voided_at IS NOT NULL THEN RETURN NULL; END IF;
    sign := 1;
  ELSIF (OLD.voided_at IS NULL) = (NEW.voided_at IS NULL) THEN
    RETURN NULL;
  ELSE
    sign := CASE WHEN NEW.voided_at IS NULL THEN 1 ELSE -1 END;
  END IF;
  UPDATE products SET cod_paid = cod_paid + sign * NEW.amount WHERE id = NEW.product_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cod_allocations_apply
  AFTER INSERT OR UPDATE OF voided_at ON cod_allocations
  FOR EACH ROW EXECUTE FUNCTION cod_allocations_apply();
--> statement-breakpoint
-- The receiver's credit counts money for their freight only.
CREATE OR REPLACE FUNCTION payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.purpose <> 'freight' THEN RETURN NULL; END IF;
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
-- The depot's takings per quarter hour: freight only.
CREATE OR REPLACE FUNCTION payment_received_slots_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM payment_received_slots_add(ARRAY(
      SELECT (1, received_at, amount)::payment_received_change FROM new_rows
      WHERE voided_at IS NULL AND purpose = 'freight'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM payment_received_slots_add(ARRAY(
      SELECT (-1, received_at, amount)::payment_received_change FROM old_rows
      WHERE voided_at IS NULL AND purpose = 'freight'));
  ELSE
    PERFORM payment_received_slots_add(ARRAY(
      SELECT (-1, received_at, amount)::payment_received_change FROM old_rows
      WHERE voided_at IS NULL AND purpose = 'freight'
      UNION ALL
      SELECT (1, received_at, amount)::payment_received_change FROM new_rows
      WHERE voided_at IS NULL AND purpose = 'freight'));
  END IF;
  RETURN NULL;
END;
$$;
