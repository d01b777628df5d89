import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  canManageAccounts,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from './users.schema';

const valid = {
  username: 'nhanvien01',
  password: 'matkhau1',
  email: 'nv01@chanhxe.vn',
  fullname: 'Nguyễn Văn An',
};

/** The messages of a failed parse, by field. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return z.flattenError(result.error!).fieldErrors;
}

describe('userCreateSchema (spec 1 §5, create user)', () => {
  it('trims the username and names, keeps the password as typed, defaults to staff', () => {
    expect(
      userCreateSchema.parse({ ...valid, username: ' nhanvien01 ', password: ' mk 12 ' }),
    ).toEqual({ ...valid, password: ' mk 12 ', role: 'staff' });
  });

  it('asks for every field when nothing is sent', () => {
    expect(errorsOf(userCreateSchema, {})).toEqual({
      username: ['Vui lòng nhập tên đăng nhập'],
      password: ['Vui lòng nhập mật khẩu'],
      email: ['Vui lòng nhập email'],
      fullname: ['Vui lòng nhập họ và tên'],
    });
  });

  it.each([
    ['username', '  abc  ', 'Tên đăng nhập phải có ít nhất 6 ký tự'],
    ['username', 'x'.repeat(251), 'Tên đăng nhập không được vượt quá 250 ký tự'],
    ['password', '12345', 'Mật khẩu phải có ít nhất 6 ký tự'],
    ['password', 'x'.repeat(251), 'Mật khẩu không được vượt quá 250 ký tự'],
    ['email', 'khong-phai-email', 'Email không hợp lệ'],
    ['email', `${'a'.repeat(242)}@chanh.vn`, 'Email không được vượt quá 250 ký tự'],
    ['fullname', 'An', 'Họ và tên phải có ít nhất 6 ký tự'],
    ['fullname', 'x'.repeat(251), 'Họ và tên không được vượt quá 250 ký tự'],
    ['role', 'boss', 'Vai trò không hợp lệ'],
  ])('refuses %s %j: %s', (field, value, message) => {
    expect(errorsOf(userCreateSchema, { ...valid, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it('accepts the limits themselves: 6 and 250 characters', () => {
    const at = { ...valid, username: 'x'.repeat(6), password: 'x'.repeat(250) };
    expect(userCreateSchema.safeParse(at).success).toBe(true);
  });
});

describe('userUpdateSchema (spec 1 §5, update user)', () => {
  it('needs no password: empty or missing means keep the old one', () => {
    expect(userUpdateSchema.parse({ fullname: valid.fullname, password: '' }).password).toBe(
      undefined,
    );
    expect(userUpdateSchema.safeParse({ fullname: valid.fullname }).success).toBe(true);
  });

  it('still applies the password length when one is given', () => {
    expect(errorsOf(userUpdateSchema, { fullname: valid.fullname, password: '123' })).toEqual({
      password: ['Mật khẩu phải có ít nhất 6 ký tự'],
    });
  });

  it('applies the fullname rules and lets username and email through untouched', () => {
    // A blank name also fails the 6-character rule; the API and the form show the first message.
    expect(errorsOf(userUpdateSchema, { fullname: ' ' }).fullname?.[0]).toBe(
      'Vui lòng nhập họ và tên',
    );
    expect(userUpdateSchema.parse({ ...valid, username: 'x', email: 'y' })).toMatchObject({
      username: 'x',
      email: 'y',
    });
  });
});

describe('userListQuerySchema and canManageAccounts', () => {
  it('pages 10 accounts by default', () => {
    expect(userListQuerySchema.parse({})).toEqual({ paged: 1, limit: 10 });
  });

  it('lets admins and superadmins manage accounts, not staff', () => {
    expect(canManageAccounts('superadmin')).toBe(true);
    expect(canManageAccounts('admin')).toBe(true);
    expect(canManageAccounts('staff')).toBe(false);
    expect(canManageAccounts(undefined)).toBe(false);
  });
});
