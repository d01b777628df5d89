-- Who sent a goods line (a customer of the depot; the line's customer is its receiver) and the
-- đồng the depot collects from the receiver for the sender, `Thu hộ` (docs/payments.md,
-- "Sender and thu hộ").
ALTER TABLE "products" ADD COLUMN "sender_id" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cod_amount" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sender_id_customers_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sender_check" CHECK ("sender_id" is null or "sender_id" <> "customer_id");
--> statement-breakpoint
-- MAX_COD_AMOUNT of packages/shared/src/products/sender-cod.rules.ts.
ALTER TABLE "products" ADD CONSTRAINT "products_cod_amount_check" CHECK ("cod_amount" between 0 and 10000000000);
--> statement-breakpoint
-- A sender's goods (what is collected for them): the few lines that name one.
CREATE INDEX "products_sender_idx" ON "products" ("sender_id") WHERE "sender_id" IS NOT NULL;
