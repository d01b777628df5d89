-- The depot's time zone and what staff see (issue 22): settings of the one row, with the values
-- the app had before they were settings.
ALTER TABLE "depot_settings" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL;--> statement-breakpoint
ALTER TABLE "depot_settings" ADD COLUMN "staff_see_statistics" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "depot_settings" ADD COLUMN "staff_see_dashboard" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "depot_settings" ADD COLUMN "staff_see_debt_total" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "depot_settings" ADD CONSTRAINT "depot_settings_time_zone_named" CHECK ("depot_settings"."time_zone" <> '');
