import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsBodySchema } from './settings.schema';
import { canSee, STAFF_SEES_ALL } from './staff-access';
import { isTimeZoneName, timeZoneNames, timeZoneOffset, TIME_ZONE_INVALID } from './time-zones';

describe('what staff see', () => {
  const hidden = {
    staff_see_statistics: false,
    staff_see_dashboard: false,
    staff_see_debt_total: false,
  };

  it('staff see every view by default, and none the owner switched off', () => {
    for (const view of ['statistics', 'dashboard', 'debt_total'] as const) {
      expect(canSee(view, 'staff', STAFF_SEES_ALL)).toBe(true);
      expect(canSee(view, 'staff', hidden)).toBe(false);
    }
    expect(canSee('dashboard', 'staff', { ...hidden, staff_see_dashboard: true })).toBe(true);
    expect(canSee('statistics', 'staff', { ...hidden, staff_see_dashboard: true })).toBe(false);
  });

  it('managers always see everything; nobody signed in sees nothing', () => {
    for (const role of ['admin', 'superadmin'] as const)
      expect(canSee('debt_total', role, hidden)).toBe(true);
    expect(canSee('statistics', undefined, STAFF_SEES_ALL)).toBe(false);
  });
});

describe('the time zone setting', () => {
  it('takes IANA names, aliases included, and nothing else', () => {
    for (const zone of ['Asia/Ho_Chi_Minh', 'Asia/Saigon', 'UTC', 'Etc/GMT+7', 'Europe/Paris'])
      expect(isTimeZoneName(zone), zone).toBe(true);
    for (const zone of ['', 'Giờ Hà Nội', 'Mars/Olympus', "UTC'; --", 'Asia/Ho Chi Minh'])
      expect(isTimeZoneName(zone), zone).toBe(false);
  });

  it('lists Vietnam first, each zone once', () => {
    const names = timeZoneNames();
    expect(names[0]).toBe('Asia/Ho_Chi_Minh');
    expect(names).toContain('Europe/Paris');
    expect(names).not.toContain('Asia/Saigon');
    expect(new Set(names).size).toBe(names.length);
    expect(timeZoneOffset('Asia/Ho_Chi_Minh')).toBe('GMT+07:00');
  });

  it('the schema defaults to Vietnam and names a bad zone in Vietnamese', () => {
    expect(DEFAULT_SETTINGS.time_zone).toBe('Asia/Ho_Chi_Minh');
    const bad = settingsBodySchema.safeParse({ ...DEFAULT_SETTINGS, time_zone: 'Sao Hỏa' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['time_zone', TIME_ZONE_INVALID],
    ]);
    // Left out, the choices keep their stored values (the service merges).
    const { time_zone: _z, staff_see_dashboard: _d, ...printed } = DEFAULT_SETTINGS;
    expect(settingsBodySchema.parse(printed).time_zone).toBeUndefined();
  });
});
