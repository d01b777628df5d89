import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBodySchema } from '../auth/auth.schema';
import { carFields } from '../cars/cars.schema';
import { customerFields } from '../customers/customers.schema';
import { productFields } from '../products/products.schema';
import { settingsFields } from '../settings/settings.schema';
import { specificationBodySchema } from '../specifications/specifications.schema';
import { archiveReason } from '../trips/trips.schema';
import { userFields } from '../users/users.schema';
import { blankableText, optionalText, requiredText } from './text-rules';

// docs/decisions/0014-one-owner-per-table.md item 5: every free text a person types and another reads refuses a value that
// shows nothing and loses its bidirectional controls, through the one rule in text-rules.
const ZWSP = '\u200B\u200B\u200B\u200B\u200B\u200B';
const RLO = '\u202E';

/** [label, the field's schema, the field's label in its messages, a valid value]. */
const fields: [string, z.ZodType, string, string][] = [
  ['goods name', productFields.name, 'Tên hàng', 'Máy giặt'],
  ['goods note', productFields.product_type, 'Ghi chú', 'Dễ vỡ'],
  ['goods code suffix', productFields.suffix, 'Hậu tố mã', 'A'],
  ['customer name', customerFields.full_name, 'Họ và tên', 'Nguyễn Văn An'],
  ['customer house number', customerFields.number_house, 'Số nhà', '12 Lê Lợi'],
  ['plate', carFields.number_car, 'Biển số xe', '51C-12345'],
  ['driver', carFields.driver_name, 'Tên tài xế', 'Trần Văn Bình'],
  ['specification', specificationBodySchema.shape.name, 'Tên quy cách', 'Thùng'],
  ['user name', userFields.username, 'Tên đăng nhập', 'nhanvien1'],
  ['user full name', userFields.fullname, 'Họ và tên', 'Lê Thị Cúc'],
  ['depot name', settingsFields.depot_name, 'Tên chành xe', 'Chành xe Phú Quý'],
  ['depot address', settingsFields.address, 'Địa chỉ', '1 Nguyễn Huệ, Quận 1'],
  ['hotline', settingsFields.hotline, 'Hotline', '0909 123 456'],
  ['account holder', settingsFields.account_holder, 'Chủ tài khoản', 'NGUYEN VAN AN'],
  ['receipt note', settingsFields.receipt_note, 'Ghi chú hàng thất lạc', 'Trong 7 ngày'],
  ['hours note', settingsFields.hours_note, 'Giờ nhận hàng', '8h – 18h'],
  ['archive reason', archiveReason, 'Lý do', 'Xe hỏng'],
];

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message);

describe.each(fields)('the %s', (_, schema, label, valid) => {
  it('refuses zero-width spaces only, with the one message that says why', () => {
    expect(messagesOf(schema, ZWSP)).toEqual([`${label} không được chỉ gồm ký tự vô hình`]);
    expect(messagesOf(schema, ` \u00AD\uFEFF\u2060 `)).toEqual([
      `${label} không được chỉ gồm ký tự vô hình`,
    ]);
  });

  it('refuses a direction override with nothing else to show', () => {
    expect(messagesOf(schema, `${RLO}\u200B`)).toEqual([
      `${label} không được chỉ gồm ký tự vô hình`,
    ]);
  });

  it('keeps a value with a direction override, without it', () => {
    const parsed = schema.parse(`${RLO}${valid}\u2066`);
    expect(parsed).toBe(schema.parse(valid));
    expect(String(parsed)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
  });

  it('drops zero-width spaces at the ends, keeps the value', () => {
    expect(schema.parse(`\u200B${valid}\uFEFF`)).toBe(schema.parse(valid));
  });
});

describe('the helpers around the rule', () => {
  it('leaves a password exactly as typed: a secret nobody reads', () => {
    expect(userFields.password.parse(`${RLO}\u200Bmatkhau`)).toBe(`${RLO}\u200Bmatkhau`);
  });

  it('says "required", not "invisible", for an empty or blank text', () => {
    expect(messagesOf(requiredText('Tên hàng'), '  ')).toEqual(['Vui lòng nhập tên hàng']);
    expect(messagesOf(requiredText('Tên hàng'), RLO)).toEqual(['Vui lòng nhập tên hàng']);
    expect(optionalText('Ghi chú').parse('')).toBeUndefined();
    expect(blankableText('Số nhà').parse(` ${RLO} `)).toBe('');
  });

  it('says only the invisible message for a long invisible text, not a length one too', () => {
    expect(messagesOf(requiredText('Tên hàng', { max: 5 }), '\u200B'.repeat(20))).toEqual([
      'Tên hàng không được chỉ gồm ký tự vô hình',
    ]);
  });

  it('cleans the login username as a new username is cleaned, so both still match', () => {
    const typed = { username: `\u200Bnhan${RLO}vien1\u200F `, password: 'x' };
    expect(loginBodySchema.parse(typed).username).toBe(userFields.username.parse('nhanvien1'));
  });
});
