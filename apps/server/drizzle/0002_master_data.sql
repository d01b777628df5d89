CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"sort_key" text NOT NULL,
	CONSTRAINT "districts_id_province_key" UNIQUE("id","province_id")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"sort_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"sort_key" text NOT NULL,
	CONSTRAINT "wards_id_district_key" UNIQUE("id","district_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" varchar(250) NOT NULL,
	"full_name_folded" text GENERATED ALWAYS AS (f_unaccent("customers"."full_name")) STORED NOT NULL,
	"phone" varchar(250) NOT NULL,
	"number_house" varchar(250) DEFAULT '' NOT NULL,
	"number_house_folded" text GENERATED ALWAYS AS (f_unaccent("customers"."number_house")) STORED NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"ward_id" integer NOT NULL,
	"debt" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customers_debt_check" CHECK ("customers"."debt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_car" varchar(20) NOT NULL,
	"driver_name" varchar(250) NOT NULL,
	"total_weight" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_number_car_unique" UNIQUE("number_car"),
	CONSTRAINT "cars_total_weight_check" CHECK ("cars"."total_weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "specifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(250) NOT NULL,
	"name_folded" text GENERATED ALWAYS AS (f_unaccent("specifications"."name")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(250) NOT NULL,
	"name_folded" text GENERATED ALWAYS AS (f_unaccent("products"."name")) STORED NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"total_weight" numeric(14, 2) NOT NULL,
	"price_type" varchar(10) DEFAULT 'weight' NOT NULL,
	"is_total_money" boolean DEFAULT false NOT NULL,
	"specification_id" integer,
	"is_paid" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"datetime" date NOT NULL,
	"product_type" text,
	"product_parent_id" integer,
	"year_create" smallint NOT NULL,
	"month_create" smallint NOT NULL,
	"order" integer NOT NULL,
	"suffix" varchar(20),
	"is_suggest" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_price_type_check" CHECK ("products"."price_type" in ('package', 'weight')),
	CONSTRAINT "products_specification_check" CHECK ("products"."price_type" = 'package' or "products"."specification_id" is not null),
	CONSTRAINT "products_amounts_check" CHECK ("products"."price" >= 0 and "products"."quantity" >= 0 and "products"."total_weight" >= 0),
	CONSTRAINT "products_month_check" CHECK ("products"."month_create" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "trip_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" integer,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"datetime_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" integer
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_district_id_province_id_districts_id_province_id_fk" FOREIGN KEY ("district_id","province_id") REFERENCES "public"."districts"("id","province_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_ward_id_district_id_wards_id_district_id_fk" FOREIGN KEY ("ward_id","district_id") REFERENCES "public"."wards"("id","district_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_parent_id_products_id_fk" FOREIGN KEY ("product_parent_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_items" ADD CONSTRAINT "trip_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_items" ADD CONSTRAINT "trip_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_items" ADD CONSTRAINT "trip_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "districts_province_idx" ON "districts" USING btree ("province_id","sort_key");--> statement-breakpoint
CREATE INDEX "wards_district_idx" ON "wards" USING btree ("district_id","sort_key");--> statement-breakpoint
CREATE INDEX "customers_full_name_trgm" ON "customers" USING gin ("full_name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_number_house_trgm" ON "customers" USING gin ("number_house_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_location_idx" ON "customers" USING btree ("province_id","district_id","ward_id");--> statement-breakpoint
CREATE INDEX "customers_live_idx" ON "customers" USING btree ("id") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "specifications_name_key" ON "specifications" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "specifications_name_trgm" ON "specifications" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_key" ON "products" USING btree ("year_create","month_create","order");--> statement-breakpoint
CREATE INDEX "products_customer_idx" ON "products" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "products_specification_idx" ON "products" USING btree ("specification_id");--> statement-breakpoint
CREATE INDEX "products_datetime_idx" ON "products" USING btree ("datetime");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "trip_items_live_product_key" ON "trip_items" USING btree ("product_id") WHERE "trip_items"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "trip_items_trip_idx" ON "trip_items" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_live_car_date_key" ON "trips" USING btree ("car_id","datetime_from") WHERE "trips"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "trips_date_idx" ON "trips" USING btree ("datetime_from");