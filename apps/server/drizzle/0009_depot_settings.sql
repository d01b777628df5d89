CREATE TABLE "depot_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"depot_name" varchar(150) NOT NULL,
	"address" varchar(250) NOT NULL,
	"hotline" varchar(50) NOT NULL,
	"bank_bin" varchar(6) DEFAULT '' NOT NULL,
	"account_number" varchar(19) DEFAULT '' NOT NULL,
	"account_holder" varchar(100) DEFAULT '' NOT NULL,
	"receipt_note" varchar(500) NOT NULL,
	"hours_note" varchar(500) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "depot_settings_single_row" CHECK ("depot_settings"."id" = 1),
	CONSTRAINT "depot_settings_bank_whole" CHECK (("depot_settings"."bank_bin" = '' AND "depot_settings"."account_number" = '' AND "depot_settings"."account_holder" = '')
        OR ("depot_settings"."bank_bin" ~ '^[0-9]{6}$' AND "depot_settings"."account_number" <> '' AND "depot_settings"."account_holder" <> ''))
);
--> statement-breakpoint
ALTER TABLE "depot_settings" ADD CONSTRAINT "depot_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;