DROP INDEX "products_datetime_idx";--> statement-breakpoint
DROP INDEX "products_live_list_idx";--> statement-breakpoint
DROP INDEX "products_customer_suggest_idx";--> statement-breakpoint
CREATE INDEX "products_waiting_idx" ON "products" USING btree ("datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and not "products"."status";--> statement-breakpoint
CREATE INDEX "products_unpaid_idx" ON "products" USING btree ("datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and not "products"."is_paid";--> statement-breakpoint
CREATE INDEX "products_live_customer_idx" ON "products" USING btree ("customer_id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_list_idx" ON "products" USING btree ("datetime" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_customer_suggest_idx" ON "products" USING btree ("customer_id","created_at" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_suggest";