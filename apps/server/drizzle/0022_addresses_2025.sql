-- Addresses after the reform of 1 July 2025 (issue 23, DESIGN.md decision 16): the 34 provinces
-- and 3 321 wards in tables of their own (new ward codes reuse old codes for other places, so
-- old and new ids never share a table), the old → new ward mapping, and a customer's address
-- of either list. The units are loaded at start-up (address-2025-seed.ts), not here.
CREATE TABLE "provinces_2025" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"sort_key" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "wards_2025" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"sort_key" text NOT NULL,
	CONSTRAINT "wards_2025_id_province_key" UNIQUE("id","province_id")
);--> statement-breakpoint
ALTER TABLE "wards_2025" ADD CONSTRAINT "wards_2025_province_id_provinces_2025_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces_2025"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wards_2025_province_idx" ON "wards_2025" USING btree ("province_id","sort_key");--> statement-breakpoint
-- What each old ward became. `whole`: it went whole into this new ward (then it is its only
-- one). `source`: the official mapping, or the second step for old wards it does not name.
CREATE TABLE "ward_conversions" (
	"old_ward_id" integer NOT NULL,
	"new_ward_id" integer NOT NULL,
	"whole" boolean NOT NULL,
	"source" varchar(20) NOT NULL,
	CONSTRAINT "ward_conversions_pk" PRIMARY KEY("old_ward_id","new_ward_id"),
	CONSTRAINT "ward_conversions_source_check" CHECK ("ward_conversions"."source" in ('official', 'same_name', 'district'))
);--> statement-breakpoint
ALTER TABLE "ward_conversions" ADD CONSTRAINT "ward_conversions_old_ward_id_wards_id_fk" FOREIGN KEY ("old_ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ward_conversions" ADD CONSTRAINT "ward_conversions_new_ward_id_wards_2025_id_fk" FOREIGN KEY ("new_ward_id") REFERENCES "public"."wards_2025"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ward_conversions_new_idx" ON "ward_conversions" USING btree ("new_ward_id");--> statement-breakpoint
-- Which version of a shipped data set is loaded: a newer one is loaded over it at start-up.
CREATE TABLE "reference_data_versions" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "province_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "ward_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "province_2025_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ward_2025_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_province_2025_id_provinces_2025_id_fk" FOREIGN KEY ("province_2025_id") REFERENCES "public"."provinces_2025"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_ward_2025_id_province_2025_id_wards_2025_id_province_id_fk" FOREIGN KEY ("ward_2025_id","province_2025_id") REFERENCES "public"."wards_2025"("id","province_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_address_version_check" CHECK ("customers"."address_version" in (1, 2025));--> statement-breakpoint
-- An address is whole or absent (composite foreign keys skip a row with a null part), and the
-- customer's version names one that is there: the old triple stays after a conversion.
ALTER TABLE "customers" ADD CONSTRAINT "customers_old_address_whole" CHECK (num_nulls("customers"."province_id", "customers"."district_id", "customers"."ward_id") in (0, 3));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_new_address_whole" CHECK (num_nulls("customers"."province_2025_id", "customers"."ward_2025_id") in (0, 2));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_address_of_version" CHECK (("customers"."address_version" = 1 and "customers"."ward_id" is not null) or ("customers"."address_version" = 2025 and "customers"."ward_2025_id" is not null));--> statement-breakpoint
CREATE INDEX "customers_location_2025_idx" ON "customers" USING btree ("province_2025_id","ward_2025_id");--> statement-breakpoint
CREATE INDEX "customers_ward_idx" ON "customers" USING btree ("ward_id");
--> statement-breakpoint
-- A customer's current address as every reply carries it, whichever list it is of: the units
-- as `{id, name, type}`, district null for a 2025 address, and the old address a conversion
-- kept. Every query that reads an address joins this view (db/customer-address.ts), so the
-- choice between the lists is made once. Joins of units a query does not read are removed by
-- the planner (left joins on primary keys).
CREATE VIEW "customer_addresses" AS
SELECT
	c.id AS customer_id,
	c.address_version,
	CASE WHEN c.address_version = 2025
		THEN jsonb_build_object('id', p2.id, 'name', p2.name, 'type', p2.type)
		ELSE jsonb_build_object('id', p.id, 'name', p.name, 'type', p.type) END AS province,
	CASE WHEN c.address_version = 2025 THEN NULL
		ELSE jsonb_build_object('id', d.id, 'name', d.name, 'type', d.type) END AS district,
	CASE WHEN c.address_version = 2025
		THEN jsonb_build_object('id', w2.id, 'name', w2.name, 'type', w2.type)
		ELSE jsonb_build_object('id', w.id, 'name', w.name, 'type', w.type) END AS ward,
	CASE WHEN c.address_version = 2025 AND c.ward_id IS NOT NULL THEN jsonb_build_object(
		'province_id', jsonb_build_object('id', p.id, 'name', p.name, 'type', p.type),
		'district_id', jsonb_build_object('id', d.id, 'name', d.name, 'type', d.type),
		'ward_id', jsonb_build_object('id', w.id, 'name', w.name, 'type', w.type)) END AS old_address
FROM "customers" c
LEFT JOIN "provinces" p ON p.id = c.province_id
LEFT JOIN "districts" d ON d.id = c.district_id
LEFT JOIN "wards" w ON w.id = c.ward_id
LEFT JOIN "provinces_2025" p2 ON p2.id = c.province_2025_id
LEFT JOIN "wards_2025" w2 ON w2.id = c.ward_2025_id;
