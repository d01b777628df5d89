import { foldVietnamese } from '@depot/shared/text/fold';
import { like, type Column, type SQL } from 'drizzle-orm';

/** `keyword` with its `%`, `_` and `\` taken literally by LIKE. */
const literal = (keyword: string) => keyword.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern matching `keyword` anywhere, with its `%`, `_` and `\` taken literally. */
export function containsPattern(keyword: string): string {
  return `%${literal(keyword)}%`;
}

/** A LIKE pattern matching what starts with `keyword`, taken literally. */
export function prefixPattern(keyword: string): string {
  return `${literal(keyword)}%`;
}

/**
 * `column LIKE %keyword%` over a folded column (already lower case without marks, as the
 * keyword is after foldVietnamese): served by the column's trigram index. Plain LIKE, not
 * ILIKE: both sides are lower case already, and the planner costs ILIKE too high per row.
 */
export function foldedContains(column: Column | SQL, keywordFolded: string): SQL {
  return like(column, containsPattern(keywordFolded));
}

/**
 * A search keyword folded by the one shared fold, the JS twin of f_unaccent, so it compares with
 * the *_folded columns. Every text search folds through here. A keyword made only of spaces or
 * marks folds to nothing: undefined, it filters nothing out.
 */
export function foldedKeyword(keyword: string | undefined): string | undefined {
  return keyword ? foldVietnamese(keyword) || undefined : undefined;
}
