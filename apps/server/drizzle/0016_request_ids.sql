CREATE TABLE "request_ids" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(50) NOT NULL,
	"actor_id" integer NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_ids" ADD CONSTRAINT "request_ids_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_ids_created_at_idx" ON "request_ids" USING btree ("created_at");