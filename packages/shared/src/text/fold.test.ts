import { describe, expect, it } from 'vitest';
import { foldVietnamese } from './fold';

describe('foldVietnamese', () => {
  it('drops marks and case and collapses white space', () => {
    expect(foldVietnamese('NGUYỄN  Văn Đức')).toBe('nguyen van duc');
    expect(foldVietnamese('Hàng điện tử')).toBe('hang dien tu');
    expect(foldVietnamese('  Thương\tMại \n Ưu Đãi  ')).toBe('thuong mai uu dai');
  });

  it('folds every tone and vowel mark of the alphabet', () => {
    expect(foldVietnamese('àáảãạ ăằắẳẵặ âầấẩẫậ èéẻẽẹ êềếểễệ')).toBe(
      'aaaaa aaaaaa aaaaaa eeeee eeeeee',
    );
    expect(foldVietnamese('ìíỉĩị òóỏõọ ôồốổỗộ ơờớởỡợ ùúủũụ ưừứửữự ỳýỷỹỵ đĐ')).toBe(
      'iiiii ooooo oooooo oooooo uuuuu uuuuuu yyyyy dd',
    );
  });

  it('gives the same fold for composed and decomposed input', () => {
    const composed = 'Đường Lê Lợi';
    expect(foldVietnamese(composed.normalize('NFD'))).toBe(foldVietnamese(composed));
    expect(foldVietnamese(composed)).toBe('duong le loi');
  });

  it('folds Ð/ð like Đ/đ, and non-breaking and other Unicode spaces like a space', () => {
    expect(foldVietnamese('ÐÀO ðức Đ')).toBe('dao duc d');
    expect(foldVietnamese('\u00a0Nguyễn\u00a0\u2003Văn\u202fAn\u3000\ufeff')).toBe('nguyen van an');
  });

  it('leaves digits and punctuation, and folds blank text to nothing', () => {
    expect(foldVietnamese('Kho 5, Q.7 - 50%')).toBe('kho 5, q.7 - 50%');
    expect(foldVietnamese('   ')).toBe('');
  });

  it('leaves folded text as it is, so a fold may be applied twice', () => {
    const once = foldVietnamese(' Phường  Bến Nghé, Quận 1 ');
    expect(foldVietnamese(once)).toBe(once);
  });
});
