/** A phone, code or plate without what people put between its parts. */
function compact(text: string): string {
  return text.replace(/[\s.\-_/·]/g, '').toUpperCase();
}

/**
 * Whether `typed` is the whole of `code` (a phone, a goods code, a plate), however its parts
 * are written apart: `0347 601 859` is `0347601859`, `51c12345` is `51C-123.45`. A beginning
 * is no match: `0347601` is not `0347601859`.
 */
export function sameCode(typed: string, code: string): boolean {
  const key = compact(typed);
  return key !== '' && key === compact(code);
}
