-- The public tracking page (`Tra cứu`, docs/domain.md "Tracking"): the QR code of a label links
-- to a token of the parcel signed with this key (HMAC), so codes cannot be walked and no column
-- of two million goods is written. One row, made here with PostgreSQL's strong random; kept in
-- backups, so printed QR codes still open after a restore.
CREATE TABLE "tracking_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	CONSTRAINT "tracking_keys_single_row" CHECK ("id" = 1),
	CONSTRAINT "tracking_keys_secret_check" CHECK (length("secret") >= 32)
);
--> statement-breakpoint
INSERT INTO "tracking_keys" ("id", "secret")
VALUES (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
