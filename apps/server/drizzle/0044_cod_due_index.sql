-- A receiver's lines with thu hộ still to collect (docs/payments.md, "Collecting thu hộ"): the
-- few lines that have some, by customer, instead of every live line of a busy customer.
CREATE INDEX "products_cod_due_idx" ON "products" ("customer_id")
  WHERE "deleted_at" IS NULL AND "cod_amount" > "cod_paid";
