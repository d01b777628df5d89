/**
 * The Vietnamese accent fold used by every search: lower case, combining marks removed,
 * đ → d, white space collapsed. `foldVietnamese('NGUYỄN  Văn Đức')` is `nguyen van duc`.
 * The database computes the same fold (`f_unaccent`) for its indexed search columns.
 */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
