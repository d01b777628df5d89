import { foldVietnamese } from './fold';

const REGEXP_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * The pattern a folded keyword stands for: its text literally, and each number with or without
 * leading zeros (`phuong 2` finds `Phường 02`, `phuong 02` finds `Phường 2`). Numbers stay
 * whole where the keyword says where they end: `phuong 2` never finds `Phường 12` (the 2 must
 * start the number) and `phuong 02` never finds `Phường 20` (written with its zero, the number
 * is complete). What plain substring search finds is still found, so typing `phuong 0` on the
 * way to `phuong 02` keeps `Phường 02` listed, and a keyword of digits alone still finds them
 * inside numbers.
 */
function keywordPattern(keywordFolded: string): RegExp {
  const parts = keywordFolded.match(/\d+|\D+/g) ?? [];
  const source = parts
    .map((part, i) => {
      if (!/^\d/.test(part)) return part.replace(REGEXP_SPECIAL, '\\$&');
      const bare = part.replace(/^0+(?=\d)/, '');
      const padded = bare !== part;
      const anyZeros = `0*${bare}`;
      const first = i === 0;
      const last = i === parts.length - 1;
      // Digits alone: a substring as before, or the whole number without its zeros.
      if (first && last) return padded ? `(?:${part}|(?<!\\d)${anyZeros}(?!\\d))` : part;
      // Digits then text: they may end a longer number (substring), or be that number whole.
      if (first) return `(?:${part}|(?<!\\d)${anyZeros})`;
      // Text then digits, keyword's end: the number starts here; `2` may go on to `20`.
      if (last) return padded ? `(?:${part}|${anyZeros}(?!\\d))` : anyZeros;
      // Text on both sides: exactly this number.
      return anyZeros;
    })
    .join('');
  return new RegExp(source);
}

/** A test of texts against one keyword, compiled once (a select filters many options per key). */
export function keywordMatcher(keyword: string): (text: string) => boolean {
  const pattern = keywordPattern(foldVietnamese(keyword));
  return (text) => pattern.test(foldVietnamese(text));
}

/**
 * keywordMatcher for texts folded already (foldVietnamese): a server matching thousands of
 * labels folds each of their parts once, not each label at every request.
 */
export function foldedKeywordMatcher(keyword: string): (folded: string) => boolean {
  const pattern = keywordPattern(foldVietnamese(keyword));
  return (folded) => pattern.test(folded);
}

let last: { keyword: string; matches: (text: string) => boolean } | undefined;

/**
 * Whether `text` contains `keyword`, accents, case and spacing aside (foldVietnamese, idempotent,
 * so `text` may be folded already) and numbers with or without their leading zeros.
 */
export function matchesFolded(text: string, keyword: string): boolean {
  if (last?.keyword !== keyword) last = { keyword, matches: keywordMatcher(keyword) };
  return last.matches(text);
}
