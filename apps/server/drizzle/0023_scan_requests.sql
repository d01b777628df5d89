CREATE TABLE "scan_requests" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"code" varchar(60) NOT NULL,
	"car_id" integer NOT NULL,
	"datetime_from" date NOT NULL,
	"action" varchar(10) NOT NULL,
	"confirm_over_capacity" boolean DEFAULT false NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_requests_action_check" CHECK ("scan_requests"."action" in ('load', 'unload'))
);
--> statement-breakpoint
ALTER TABLE "scan_requests" ADD CONSTRAINT "scan_requests_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_requests_created_at_idx" ON "scan_requests" USING btree ("created_at");
