-- The address printed tracking links use (`Đường dẫn trang tra cứu`, docs/domain.md "Tracking"):
-- empty, the address the app was opened at; else an http(s) address customers can reach.
ALTER TABLE "depot_settings" ADD COLUMN "public_url" varchar(200) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "depot_settings" ADD CONSTRAINT "depot_settings_public_url_check" CHECK (
  "public_url" = '' OR "public_url" ~* '^https?://[^[:space:]/?#]+(/[^[:space:]?#]*)?$');
