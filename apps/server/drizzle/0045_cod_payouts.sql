-- Paying a sender the thu hộ collected for them (`Chi trả`, docs/payments.md "Paying senders"):
-- a payout of kind `cod` says what was collected (cod_gross), the depot's fee (cod_fee) and pays
-- the rest (amount); cod_payout_lines say which lines it paid, and products.cod_paid_out keeps
-- each line's part paid out, never past what was collected from the receiver nor its thu hộ.
ALTER TABLE "payouts" ADD COLUMN "cod_gross" bigint;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "cod_fee" bigint;
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_cod_money_check" CHECK (
  ("kind" = 'cod') = ("cod_gross" IS NOT NULL) AND ("cod_gross" IS NULL) = ("cod_fee" IS NULL)
  AND ("cod_fee" IS NULL OR ("cod_fee" >= 0 AND "amount" = "cod_gross" - "cod_fee")));
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cod_paid_out" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cod_paid_out_check" CHECK (
  "cod_paid_out" >= 0 AND "cod_paid_out" <= "cod_paid" AND "cod_paid_out" <= "cod_amount");
--> statement-breakpoint
CREATE TABLE "cod_payout_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL REFERENCES "payouts"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"amount" bigint NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "cod_payout_lines_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "cod_payout_lines_payout_idx" ON "cod_payout_lines" ("payout_id");
--> statement-breakpoint
CREATE INDEX "cod_payout_lines_product_idx" ON "cod_payout_lines" ("product_id") WHERE "voided_at" IS NULL;
--> statement-breakpoint
-- A live line adds to its goods' cod_paid_out, a voided one takes it back.
CREATE FUNCTION cod_payout_lines_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
  UPDATE products SET cod_paid_out = cod_paid_out + sign * NEW.amount WHERE id = NEW.product_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cod_payout_lines_apply
  AFTER INSERT OR UPDATE OF voided_at ON cod_payout_lines
  FOR EACH ROW EXECUTE FUNCTION cod_payout_lines_apply();
--> statement-breakpoint
-- Lines collected and not paid out in full: what the depot owes senders sums these alone.
DROP INDEX "products_cod_collected_idx";
--> statement-breakpoint
CREATE INDEX "products_cod_collected_idx" ON "products" ("sender_id")
  WHERE "deleted_at" IS NULL AND "cod_paid" > "cod_paid_out";
--> statement-breakpoint
-- The fee the depot keeps on thu hộ it pays out: a percentage (in hundredths of a percent) and a
-- minimum in đồng; both 0, no fee.
ALTER TABLE "depot_settings" ADD COLUMN "cod_fee_basis_points" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "depot_settings" ADD COLUMN "cod_fee_min" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "depot_settings" ADD CONSTRAINT "depot_settings_cod_fee_check" CHECK (
  "cod_fee_basis_points" BETWEEN 0 AND 10000 AND "cod_fee_min" BETWEEN 0 AND 10000000);
