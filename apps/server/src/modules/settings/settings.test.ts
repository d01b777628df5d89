import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import { PUBLIC_URL_INVALID } from '@depot/shared/tracking/tracking.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, depotSettings } from '../../db/schema/index';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { settingsApi } from '@depot/shared/settings/settings.contract';

let t: SignedInTestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  staffToken = (await signIn(t, 'staff')).token;
});
afterAll(() => t.close());

const minhPhat = {
  ...DEFAULT_SETTINGS,
  depot_name: 'Chành xe Minh Phát',
  address: '12 Nguyễn Trãi, Phường 2, Quận 5, TP. Hồ Chí Minh',
  hotline: '0909 123 456',
  bank_bin: '970436',
  account_number: '0011001234567',
  account_holder: 'NGUYEN VAN MINH',
};

describe('/api/settings', () => {
  it('a fresh install reads placeholders that say they need filling in', async () => {
    const res = await callEndpoint(t, settingsApi.get, { token: staffToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ...DEFAULT_SETTINGS, configured: false, updated_at: null });
    expect(res.data.depot_name).toContain('chưa cài đặt');
  });

  it('staff read but cannot change them', async () => {
    const res = await callEndpoint(t, settingsApi.update, { body: minhPhat, token: staffToken });
    expect(res.status).toBe(403);
    expect(await t.db.$count(depotSettings)).toBe(0);
  });

  it('bad input names each field and saves nothing', async () => {
    const res = await callEndpoint(t, settingsApi.update, {
      body: {
        ...minhPhat,
        depot_name: '',
        bank_bin: '999999',
        account_holder: '',
        public_url: 'chanhxe.vn',
      },
      token: t.token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toMatchObject({
      depot_name: 'Vui lòng nhập tên chành xe',
      bank_bin: 'Ngân hàng không có trong danh sách VietQR',
      public_url: PUBLIC_URL_INVALID,
    });
    expect(await t.db.$count(depotSettings)).toBe(0);
  });

  it('an admin saves them; everyone reads the saved values; the change is in the audit trail', async () => {
    const res = await callEndpoint(t, settingsApi.update, { body: minhPhat, token: t.token });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.message).toBe('Đã lưu cài đặt');
    const read = await callEndpoint(t, settingsApi.get, { token: staffToken });
    expect(read.data).toMatchObject({ ...minhPhat, configured: true });
    expect(read.data.updated_at).toEqual(expect.any(String));

    const again = await callEndpoint(t, settingsApi.update, {
      body: {
        ...minhPhat,
        bank_bin: '',
        account_number: '',
        account_holder: '',
        hotline: '028 3855 1234',
      },
      token: t.token,
    });
    expect(again.status).toBe(200);
    expect(await t.db.$count(depotSettings)).toBe(1);
    const trail = await t.db.select().from(auditLog);
    const settingsRows = trail.filter((r) => r.entity === 'settings');
    expect(settingsRows).toHaveLength(2);
    expect(settingsRows[1]!.before).toMatchObject({ account_number: '0011001234567' });
    expect(settingsRows[1]!.after).toMatchObject({ account_number: '', hotline: '028 3855 1234' });
  });

  it('keeps the public address of printed links; a PUT without it leaves it; the database refuses a bad one', async () => {
    const set = await callEndpoint(t, settingsApi.update, {
      body: { ...minhPhat, public_url: ' https://chanhxe.vn/minh-phat ' },
      token: t.token,
    });
    expect(set.status).toBe(200);
    expect(set.data.public_url).toBe('https://chanhxe.vn/minh-phat');
    const { public_url: _left, ...without } = minhPhat;
    const kept = await callEndpoint(t, settingsApi.update, { body: without, token: t.token });
    expect(kept.data.public_url).toBe('https://chanhxe.vn/minh-phat');
    await expect(
      t.db.update(depotSettings).set({ public_url: 'javascript:alert(1)' }),
    ).rejects.toThrow();
  });
});
