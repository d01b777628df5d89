-- The cash book of a busy month (GET /api/cash-book) summed its cash in per person and purpose
-- from the heap (the purpose, and a branch's own payments, were not in the covering index): on
-- the 2 000 000-goods demo depot 46 000 payments, 16.8 ms. With both covered the range is read
-- from the index alone (docs/speed.md, "Three branches").
DROP INDEX IF EXISTS "payments_cash_book_idx";
--> statement-breakpoint
CREATE INDEX "payments_cash_book_idx" ON "payments" USING btree ("received_at" DESC, "id" DESC)
  INCLUDE ("received_by", "method", "amount", "voided_at", "purpose", "branch_id");
