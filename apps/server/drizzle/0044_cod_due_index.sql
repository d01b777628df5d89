-- A receiver's lines with thu hộ still to collect (docs/payments.md, "Collecting thu hộ"): the
-- few lines that have some, by customer, instead of every live line of a busy customer.
CREATE INDEX "products_cod_due_idx" ON "products" ("customer_id")
  WHERE "deleted_at" IS NULL AND "cod_amount" > "cod_paid";
--> statement-breakpoint
-- Lines whose thu hộ was collected: what the depot owes senders (the dashboard's figure) sums
-- these alone, not every line that names a sender.
CREATE INDEX "products_cod_collected_idx" ON "products" ("sender_id")
  WHERE "deleted_at" IS NULL AND "cod_paid" > 0;
