-- Branches (docs/domain.md, "Branches"): the depot that existed becomes branch 1, named and
-- placed as its settings say; every person, goods row and trip belongs to it until more branches
-- exist. The new columns of products and trips are added with a constant default, which
-- PostgreSQL records once in the catalogue (no rewrite of millions of goods). The default stays:
-- the app names the branch of every row it writes, and a row written by a tool that knows
-- nothing of branches (an old backup's import, a script) lands at the first branch.
CREATE TABLE "branches" (
  "id" serial PRIMARY KEY,
  "name" varchar(150) NOT NULL,
  "code" varchar(4) NOT NULL,
  "address" varchar(250) NOT NULL DEFAULT '',
  "phone" varchar(50) NOT NULL DEFAULT '',
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "branches_code_check" CHECK ("code" ~ '^[A-Z]{2,4}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "branches_code_key" ON "branches" ("code");
--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_key" ON "branches" (lower("name"));
--> statement-breakpoint
INSERT INTO "branches" ("id", "name", "code", "address", "phone")
SELECT 1,
  coalesce((SELECT left("depot_name", 150) FROM "depot_settings" WHERE "id" = 1), 'Chi nhánh chính'),
  'CN',
  coalesce((SELECT "address" FROM "depot_settings" WHERE "id" = 1), ''),
  coalesce((SELECT left("hotline", 50) FROM "depot_settings" WHERE "id" = 1), '');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('branches', 'id'), 1);
--> statement-breakpoint
CREATE TABLE "branch_provinces" (
  "branch_id" integer NOT NULL CONSTRAINT "branch_provinces_branch_id_branches_id_fk" REFERENCES "branches"("id") ON DELETE CASCADE,
  "province_id" integer NOT NULL CONSTRAINT "branch_provinces_province_id_provinces_2025_id_fk" REFERENCES "provinces_2025"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "branch_provinces_province_key" ON "branch_provinces" ("province_id");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "branch_id" integer CONSTRAINT "users_branch_id_branches_id_fk" REFERENCES "branches"("id");
--> statement-breakpoint
ALTER TABLE "products"
  ADD COLUMN "origin_branch_id" integer NOT NULL DEFAULT 1
    CONSTRAINT "products_origin_branch_id_branches_id_fk" REFERENCES "branches"("id"),
  ADD COLUMN "destination_branch_id" integer NOT NULL DEFAULT 1
    CONSTRAINT "products_destination_branch_id_branches_id_fk" REFERENCES "branches"("id");

--> statement-breakpoint
ALTER TABLE "trips"
  ADD COLUMN "from_branch_id" integer NOT NULL DEFAULT 1
    CONSTRAINT "trips_from_branch_id_branches_id_fk" REFERENCES "branches"("id"),
  ADD COLUMN "to_branch_id" integer NOT NULL DEFAULT 1
    CONSTRAINT "trips_to_branch_id_branches_id_fk" REFERENCES "branches"("id"),
  ADD COLUMN "departed_at" timestamp with time zone,
  ADD COLUMN "departed_by" integer CONSTRAINT "trips_departed_by_users_id_fk" REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "change_events" DROP CONSTRAINT "change_events_kind_check";
--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_kind_check" CHECK ("change_events"."kind" in ('goodsReceived', 'goodsEdited', 'goodsDeleted', 'goodsLoaded', 'goodsUnloaded', 'goodsMoved', 'goodsPaid', 'statementArchived', 'statementRestored', 'paymentRecorded', 'paymentVoided', 'customerChanged', 'carChanged', 'specificationChanged', 'branchChanged', 'userChanged', 'suggestionRemoved', 'backupMade'));
