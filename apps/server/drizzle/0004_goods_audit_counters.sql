CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"entity" varchar(30) NOT NULL,
	"entity_id" integer NOT NULL,
	"action" varchar(30) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "product_code_counters" (
	"year_create" smallint NOT NULL,
	"month_create" smallint NOT NULL,
	"last_order" integer NOT NULL,
	CONSTRAINT "product_code_counters_year_create_month_create_pk" PRIMARY KEY("year_create","month_create")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at") WHERE "audit_log"."action" in ('paid', 'unpaid');--> statement-breakpoint
CREATE INDEX "products_live_list_idx" ON "products" USING btree ("datetime" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_customer_suggest_idx" ON "products" USING btree ("customer_id","created_at" DESC NULLS LAST) WHERE "products"."deleted_at" is null and "products"."is_suggest";