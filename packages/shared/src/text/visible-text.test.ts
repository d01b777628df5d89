import { describe, expect, it } from 'vitest';
import { hasVisibleChar, isInvisibleText, stripBidiControls } from './visible-text';

const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068'];
const MORE_BIDI = ['\u2069', '\u200E', '\u200F', '\u061C'];

describe('stripBidiControls', () => {
  it.each([...BIDI, ...MORE_BIDI])('removes U+%s wherever it is', (control) => {
    expect(stripBidiControls(`${control}Gạo${control} 25kg${control}`)).toBe('Gạo 25kg');
  });

  it('keeps Vietnamese, emoji with their joiners, and zero-width spaces (another rule)', () => {
    for (const text of ['Nguyễn Văn Đức', 'Hàng 👨‍👩‍👧 ❤️', 'a\u200Bb', '']) {
      expect(stripBidiControls(text)).toBe(text);
    }
  });
});

describe('hasVisibleChar and isInvisibleText', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['joiners and a word joiner', '\u200C\u200D\u2060'],
    ['a byte order mark', '\uFEFF'],
    ['soft hyphens', '\u00AD\u00AD'],
    ['white space of every kind', ' \t\n\u00A0\u3000\u2028'],
    ['combining accents alone', '\u0301\u0303\u0323'],
    ['a variation selector', '\uFE0F'],
    ['Hangul fillers', '\u3164\u115F\u1160\uFFA0'],
    ['a Braille blank', '\u2800'],
    ['other format characters (tags, Mongolian separator)', '\u180E\u{E0041}'],
    ['a mix of them', ' \u200B\u00AD\u0301 \uFEFF'],
  ])('finds nothing to see in %s', (_, text) => {
    expect(hasVisibleChar(text)).toBe(false);
    expect(isInvisibleText(text)).toBe(true);
  });

  it.each([
    ['a Vietnamese name', 'Nguyễn Văn Đức'],
    ['one letter among zero-width spaces', '\u200Ba\u200B'],
    ['one digit', '7'],
    ['punctuation', '-'],
    ['an emoji', '📦'],
    ['a decomposed letter', 'e\u0301'],
  ])('sees %s', (_, text) => {
    expect(hasVisibleChar(text)).toBe(true);
    expect(isInvisibleText(text)).toBe(false);
  });

  it('does not call an empty text invisible: "required" speaks about that', () => {
    expect(isInvisibleText('')).toBe(false);
  });
});
