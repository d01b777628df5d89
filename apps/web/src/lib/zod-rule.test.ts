import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { carFields } from '@depot/shared/cars/cars.schema';
import { userUpdateSchema } from '@depot/shared/users/users.schema';
import { zodRule } from './zod-rule';

async function check(schema: Parameters<typeof zodRule>[0], value: unknown) {
  const rule = zodRule(schema) as RuleObject;
  try {
    await rule.validator?.(rule, value, () => undefined);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  it('marks a field required exactly when its schema refuses "nothing"', () => {
    expect(zodRule(carFields.driver_name)).toMatchObject({ required: true });
    expect(zodRule(userUpdateSchema.shape.password)).toMatchObject({ required: false });
  });

  it("reports the shared schema's own first message, and passes what it accepts", async () => {
    expect(await check(carFields.driver_name, '   ')).toBe('Vui lòng nhập tên tài xế');
    expect(await check(carFields.driver_name, 'x'.repeat(251))).toBe(
      'Tên tài xế không được vượt quá 250 ký tự',
    );
    expect(await check(carFields.driver_name, 'Nguyễn Văn A')).toBe('ok');
    expect(await check(userUpdateSchema.shape.password, '')).toBe('ok');
    expect(await check(userUpdateSchema.shape.password, '123')).toBe(
      'Mật khẩu phải có ít nhất 6 ký tự',
    );
  });
});
