-- One branch's goods list newest first (docs/speed.md, "One branch's view"): its goods are those
-- received there or going there, and a deep page walked the whole depot's order testing each
-- line's ends (page 5000 at a branch of 344 000 of 2 000 000 goods: 400 ms). Each end in the
-- list's order: the page is the two walks merged, each as long as the page is deep.
CREATE INDEX "products_origin_list_idx" ON "products" USING btree
  ("origin_branch_id", "datetime" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  WHERE "products"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "products_destination_list_idx" ON "products" USING btree
  ("destination_branch_id", "datetime" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("origin_branch_id")
  WHERE "products"."deleted_at" is null;
