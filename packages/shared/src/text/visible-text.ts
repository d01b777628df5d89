/**
 * Text a person types and another reads must show something, and must show it in the order it
 * was typed. Names copied from chat apps and PDFs bring invisible characters along: a name of
 * zero-width spaces prints as an empty cell on a receipt, and a right-to-left override turns
 * `Gạo 25kg` into `gk52 oạG` on every screen and print after it.
 */

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069),
 * the left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic letter mark
 * (U+061C). Vietnamese never needs them, so they are removed rather than refused.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/**
 * A character that shows ink: anything but white space, control and format characters (Cc, Cf:
 * zero-width space, joiners, U+2060, U+FEFF, soft hyphen U+00AD…), combining marks alone (M,
 * including variation selectors), surrogate halves, and the few letters and symbols that
 * fonts draw blank (Hangul fillers U+115F, U+1160, U+3164, U+FFA0; Braille blank U+2800).
 */
const VISIBLE_CHAR = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** The message when a text shows nothing but is not empty. */
export const INVISIBLE_TEXT_MESSAGE = 'không được chỉ gồm ký tự vô hình';

/** The text without its bidirectional control characters. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Whether the text holds at least one character that shows on screen and paper. */
export function hasVisibleChar(text: string): boolean {
  return VISIBLE_CHAR.test(text);
}

/**
 * Whether the text is not empty yet shows nothing: only spaces, zero-width or other format
 * characters, lone combining marks… An empty text is not "invisible": the field's own
 * "required" rule speaks about it.
 */
export function isInvisibleText(text: string): boolean {
  return text !== '' && !hasVisibleChar(text);
}
