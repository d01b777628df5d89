-- Goods sent back to their sender (`Hoàn hàng`, docs/domain.md "Handover"): a parcel not handed
-- over becomes a new goods line of its sender, from the branch where it waits to the branch that
-- received it, at the return freight the depot sets; the parcel itself is `returned` from then on.
CREATE TABLE "goods_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"return_product_id" integer NOT NULL REFERENCES "products"("id"),
	"freight" bigint NOT NULL,
	"note" text,
	"branch_id" integer DEFAULT 1 NOT NULL REFERENCES "branches"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	CONSTRAINT "goods_returns_freight_check" CHECK ("freight" >= 0 AND "freight" <= 10000000000),
	CONSTRAINT "goods_returns_not_itself_check" CHECK ("product_id" <> "return_product_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "goods_returns_product_key" ON "goods_returns" ("product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "goods_returns_return_product_key" ON "goods_returns" ("return_product_id");
