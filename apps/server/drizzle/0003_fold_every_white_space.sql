-- f_unaccent must fold exactly as foldVietnamese() in packages/shared, or a keyword folded in
-- JS misses rows folded here. PostgreSQL's \s is only ASCII white space (and depends on the
-- locale), while JS \s also takes NBSP and the other Unicode spaces people paste from Word or
-- the web: name the same set as JS, explicitly, so no locale changes it. Ð/ð already fold to d
-- through the unaccent dictionary; the JS fold now does the same.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '[ \t\n\r\v\f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')) $$;--> statement-breakpoint
-- Stored generated columns keep the value of the old function: setting a base column to itself
-- recomputes them. Only rows whose fold changes are rewritten.
UPDATE "customers" SET "full_name" = "full_name", "number_house" = "number_house"
  WHERE "full_name_folded" IS DISTINCT FROM f_unaccent("full_name")
     OR "number_house_folded" IS DISTINCT FROM f_unaccent("number_house");--> statement-breakpoint
UPDATE "specifications" SET "name" = "name" WHERE "name_folded" IS DISTINCT FROM f_unaccent("name");--> statement-breakpoint
UPDATE "products" SET "name" = "name" WHERE "name_folded" IS DISTINCT FROM f_unaccent("name");
