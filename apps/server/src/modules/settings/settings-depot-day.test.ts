import { randomUUID } from 'node:crypto';
import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import { STAFF_VIEW_REFUSED } from '@depot/shared/settings/staff-access';
import { TIME_ZONE_INVALID, TIME_ZONE_UNKNOWN_TO_DB } from '@depot/shared/settings/time-zones';
import { depotToday } from '@depot/shared/validation/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depotSettings, payments } from '../../db/schema/index';
import { BadRequestError } from '../../errors';
import { buildCar, buildCustomer, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { updateSettings } from './settings.service';
import { callEndpoint } from '../../../test/contract-call';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { dashboardApi } from '@depot/shared/dashboard/dashboard.contract';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import { debtApi } from '@depot/shared/debt/debt.contract';

let t: SignedInTestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  staff = await signIn(t, 'staff');
});
afterAll(() => t.close());

const save = (changes: Record<string, unknown>) =>
  callEndpoint(t, settingsApi.update, {
    body: { ...DEFAULT_SETTINGS, ...changes },
    token: t.token,
  });

describe('the depot time zone setting', () => {
  it('is Asia/Ho_Chi_Minh until changed, and an admin saves another the database knows', async () => {
    const before = await callEndpoint(t, settingsApi.get, { token: staff.token });
    expect(before.data.time_zone).toBe('Asia/Ho_Chi_Minh');
    const res = await save({ time_zone: 'UTC' });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data.time_zone).toBe('UTC');
    // A body without the choices keeps them (older clients send the printed fields only).
    const { time_zone: _z, ...printed } = DEFAULT_SETTINGS;
    const kept = await callEndpoint(t, settingsApi.update, {
      body: { ...printed, depot_name: 'Chành xe Giữ Múi Giờ' },
      token: t.token,
    });
    expect(kept.status).toBe(200);
    expect(kept.data).toMatchObject({ time_zone: 'UTC', depot_name: 'Chành xe Giữ Múi Giờ' });
    expect((await save({ time_zone: 'Asia/Ho_Chi_Minh' })).status).toBe(200);
  });

  it('refuses a name that is no time zone, per field, and saves nothing', async () => {
    for (const time_zone of ['Sao Hỏa/Thủ đô', "Asia/Ho_Chi_Minh'; drop table users; --", '']) {
      const res = await save({ time_zone });
      expect(res.status).toBe(400);
      expect(res.errors?.time_zone).toBe(
        time_zone === '' ? 'Vui lòng chọn múi giờ' : TIME_ZONE_INVALID,
      );
    }
    const [row] = await t.db.select().from(depotSettings);
    expect(row!.time_zone).toBe('Asia/Ho_Chi_Minh');
  });

  it('refuses a zone PostgreSQL does not know, with a field message', async () => {
    // Shaped like a zone name, unknown to the database: the service asks pg_timezone_names.
    const ctx = { db: t.db, actor: t.user };
    const error = await updateSettings(ctx, {
      ...DEFAULT_SETTINGS,
      time_zone: 'Etc/Khong_Co',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).errors).toEqual({ time_zone: TIME_ZONE_UNKNOWN_TO_DB });
    const [row] = await t.db.select().from(depotSettings);
    expect(row!.time_zone).toBe('Asia/Ho_Chi_Minh');
  });

  it("groups the dashboard's money and the cash book by the depot day of the chosen zone", async () => {
    const customer = await buildCustomer(t.db, { full_name: 'Khách Múi Giờ', debt: 500_000 });
    const paid = await callEndpoint(t, paymentsApi.create, {
      body: { customer_id: customer.id, amount: 120_000, request_id: randomUUID() },
      token: t.token,
    });
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
    // 18:30 UTC on the 1st is 01:30 on the 2nd in Hồ Chí Minh (UTC+7).
    await t.db
      .update(payments)
      .set({ received_at: new Date('2026-03-01T18:30:00Z') })
      .where(eq(payments.id, paid.data.id));
    const collectedPerDay = async () => {
      const res = await callEndpoint(t, dashboardApi.get, {
        query: { date_from: '2026-03-01', date_to: '2026-03-02' },
        token: t.token,
      });
      expect(res.status).toBe(200);
      return (res.data.per_day as { date: string; collected: number }[]).map(
        (d) => [d.date, d.collected] as const,
      );
    };
    const cashBookOn = async (day: string) => {
      const res = await callEndpoint(t, paymentsApi.cashBook, {
        query: { date_from: day, date_to: day },
        token: t.token,
      });
      expect(res.status).toBe(200);
      return res.data.total as number;
    };
    expect(await collectedPerDay()).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 120_000],
    ]);
    expect(await cashBookOn('2026-03-02')).toBe(1);

    expect((await save({ time_zone: 'UTC' })).status).toBe(200);
    expect(await collectedPerDay()).toEqual([
      ['2026-03-01', 120_000],
      ['2026-03-02', 0],
    ]);
    expect(await cashBookOn('2026-03-01')).toBe(1);
    expect(await cashBookOn('2026-03-02')).toBe(0);
    expect((await save({ time_zone: 'Asia/Ho_Chi_Minh' })).status).toBe(200);
  });

  it("reads a statistics range left out as today in the chosen zone, not Vietnam's", async () => {
    // Of two zones 25 hours apart, one is on another day than Vietnam at any moment.
    const vietnam = depotToday();
    const zone = ['Pacific/Pago_Pago', 'Pacific/Kiritimati'].find(
      (z) => depotToday(z) !== vietnam,
    )!;
    const day = depotToday(zone);
    const customer = await buildCustomer(t.db, { full_name: 'Khách Ngày Khác' });
    await buildTrip(t.db, {
      car: await buildCar(t.db),
      datetime_from: day,
      customer_id: customer.id,
      product: { price: 12_000, is_total_money: true },
    });
    const todays = async () => {
      const res = await callEndpoint(t, statisticsApi.receipts, {
        query: { customer_id: String(customer.id) },
        token: t.token,
      });
      expect(res.status).toBe(200);
      return res.data.total as number;
    };
    expect(await todays()).toBe(0);
    try {
      expect((await save({ time_zone: zone })).status).toBe(200);
      expect(await todays()).toBe(1);
    } finally {
      await save({ time_zone: 'Asia/Ho_Chi_Minh' });
    }
  });
});

describe('what staff see', () => {
  const range = 'date_from=2026-03-01&date_to=2026-03-02';
  const views = [
    [`/api/dashboard?${range}`, STAFF_VIEW_REFUSED.dashboard],
    [`/api/thong-ke/phieu-thu?${range}`, STAFF_VIEW_REFUSED.statistics],
    [`/api/export/statistics?${range}`, STAFF_VIEW_REFUSED.statistics],
  ] as const;
  const detail = async (token: string) => {
    const customer = await buildCustomer(t.db, { full_name: 'Khách Thống Kê' });
    return callEndpoint(t, statisticsApi.transportDetail, {
      query: { customer_id: String(customer.id), date_from: '2026-03-01', date_to: '2026-03-02' },
      token,
    });
  };
  const inject = (url: string, token: string) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const debtTotal = async (token: string) =>
    (await callEndpoint(t, debtApi.list, { token })).data.totals.outstanding_debt as number | null;

  it('sees the statistics, the dashboard and the total debt by default', async () => {
    for (const [url] of views) expect((await inject(url, staff.token)).statusCode, url).toBe(200);
    expect((await detail(staff.token)).status).toBe(200);
    expect(await debtTotal(staff.token)).toEqual(expect.any(Number));
  });

  it('is refused with 403 and the reason once the owner switches them off; admins still see all', async () => {
    const res = await save({
      staff_see_statistics: false,
      staff_see_dashboard: false,
      staff_see_debt_total: false,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      staff_see_statistics: false,
      staff_see_dashboard: false,
      staff_see_debt_total: false,
    });
    for (const [url, message] of views) {
      const refused = await inject(url, staff.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(message);
    }
    const refusedDetail = await detail(staff.token);
    expect(refusedDetail.status).toBe(403);
    expect(refusedDetail.message).toBe(STAFF_VIEW_REFUSED.statistics);
    // The debt list stays (staff collect from it), without the depot's total.
    const list = await callEndpoint(t, debtApi.list, { token: staff.token });
    expect(list.status).toBe(200);
    expect(list.data.totals.outstanding_debt).toBeNull();

    for (const [url] of views) expect((await inject(url, t.token)).statusCode, url).toBe(200);
    expect((await detail(t.token)).status).toBe(200);
    expect(await debtTotal(t.token)).toEqual(expect.any(Number));
    const superadmin = await signIn(t, 'superadmin');
    expect((await inject(views[0][0], superadmin.token)).statusCode).toBe(200);

    // Switched on again: staff see them at once (the save clears the cached choices).
    expect((await save({ staff_see_statistics: false, staff_see_debt_total: false })).status).toBe(
      200,
    );
    expect((await inject(views[0][0], staff.token)).statusCode).toBe(200);
    expect((await inject(views[1][0], staff.token)).statusCode).toBe(403);
  });
});
