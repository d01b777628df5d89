/**
 * The Vietnamese accent fold used by every search: lower case, combining marks removed,
 * đ → d, white space collapsed. `foldVietnamese('NGUYỄN  Văn Đức')` is `nguyen van duc`.
 * The database computes the same fold (`f_unaccent`, migrations 0001 and 0003) for its indexed
 * search columns; the two must agree character for character, or a keyword folded here misses
 * rows folded there. An API test compares them on the tricky cases.
 */
export function foldVietnamese(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // Ð/ð (eth, as Đ is often mistyped) have no decomposition; the unaccent dictionary maps
      // them to d as it does đ/Đ.
      .replace(/[đĐðÐ]/g, 'd')
      .toLowerCase()
      // JS \s includes NBSP and the other Unicode spaces; f_unaccent names the same set.
      .replace(/\s+/g, ' ')
      .trim()
  );
}
