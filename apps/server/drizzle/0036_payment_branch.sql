-- A payment is taken at a branch (docs/domain.md, "Branches"): the one its clerk acts for, the
-- first branch for the owner acting for all. The cash book (`Sổ quỹ`) of a branch lists its own.
-- A constant default: recorded once in the catalogue, no rewrite of the payments.
ALTER TABLE "payments"
  ADD COLUMN "branch_id" integer NOT NULL DEFAULT 1
    CONSTRAINT "payments_branch_id_branches_id_fk" REFERENCES "branches"("id");
--> statement-breakpoint
CREATE INDEX "payments_branch_received_idx" ON "payments" ("branch_id", "received_at");
