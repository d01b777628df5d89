import { describe, expect, it } from 'vitest';
import {
  labelIdsSchema,
  labelSheets,
  MAX_LABELS,
  NO_LABELS,
  TOO_MANY_LABELS,
} from './labels.rules';

const messageOf = (value: unknown) => labelIdsSchema.safeParse(value).error?.issues[0]?.message;

describe('labelIdsSchema (?ids= of the labels page)', () => {
  it('reads comma-separated ids in their order, each once, skipping blanks', () => {
    expect(labelIdsSchema.parse('3,1, 2,,3,')).toEqual([3, 1, 2]);
  });

  it('says nothing was chosen for a missing or empty list', () => {
    expect(messageOf(undefined)).toBe(NO_LABELS);
    expect(messageOf('')).toBe(NO_LABELS);
    expect(messageOf(' , ')).toBe(NO_LABELS);
  });

  it('refuses what is not an id, and more labels than one print takes', () => {
    expect(messageOf('1,abc')).toBe('Mã hàng hóa không hợp lệ');
    expect(messageOf('0')).toBe('Mã hàng hóa không hợp lệ');
    expect(messageOf('1e3')).toBe('Mã hàng hóa không hợp lệ');
    const many = Array.from({ length: MAX_LABELS + 1 }, (_, i) => i + 1).join(',');
    expect(messageOf(many)).toBe(TOO_MANY_LABELS);
    const enough = Array.from({ length: MAX_LABELS }, (_, i) => i + 1).join(',');
    expect(labelIdsSchema.parse(`${enough},1`)).toHaveLength(MAX_LABELS);
  });
});

describe('labelSheets', () => {
  it('puts 8 labels on an A4 sheet and the rest on the next', () => {
    const sheets = labelSheets(Array.from({ length: 17 }, (_, i) => i));
    expect(sheets.map((s) => s.length)).toEqual([8, 8, 1]);
    expect(labelSheets([])).toEqual([]);
  });
});
