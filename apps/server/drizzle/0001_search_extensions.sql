-- Accent-insensitive, typo-tolerant search (DESIGN.md): trigram indexes over folded text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper naming its dictionary can back an index and a
-- generated column. It folds exactly as foldVietnamese() in packages/shared: marks removed,
-- đ → d, lower case, white space collapsed.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '\s+', ' ', 'g')) $$;
