import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { resetReachability } from '../../../lib/reachability';
import { resetSharedScanQueue } from '../queue/shared-queue';
import { openYardWithCar } from './open-yard.test-kit';
import { scanFeedback } from './scan-feedback';
import { YARD_TRIP_KEY } from './use-yard-trip';
import { arriveRefusedOf, arrivedOf, countsOf, scansOf, serveYard, yardCar } from './yard.test-kit';

// `Nhận hàng xuống` (docs/domain.md, "Branches"): at the branch a departed vehicle goes to, each
// parcel is scanned off it through the same scan and queue as a load; the answer says how far
// the arrival is, and a parcel not on the list (`Thừa`) is held in amber until read.
vi.mock('./scan-feedback', () => ({ scanFeedback: vi.fn() }));

const t = texts.yard;
const answer = () => screen.getByRole('status', { name: t.title });
const list = () => screen.getByRole('list', { name: t.sessionScans });
const arrivalTotals = () => screen.getByRole('region', { name: t.arrivalTotals });

beforeEach(() => vi.mocked(scanFeedback).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSharedScanQueue();
  resetReachability();
});

/** The yard with the vehicle chosen and the arrive mode on. */
async function openArriving() {
  const opened = await openYardWithCar(yardCar);
  await opened.user.click(screen.getByRole('button', { name: t.arrive }));
  expect(screen.getByRole('button', { name: t.arrive }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: t.load }).getAttribute('aria-pressed')).toBe('false');
  await waitFor(() => expect(document.activeElement).toBe(opened.input));
  return opened;
}

describe('receiving a vehicle on the yard screen (Nhận hàng xuống)', () => {
  it('scans a parcel off: the counts in big type, the mode remembered, nothing to undo', async () => {
    let arrived = 11;
    const seen = serveYard(({ body }) => arrivedOf(String(body!.code), countsOf(++arrived, 15, 1)));
    const { user, input } = await openArriving();
    expect(arrivalTotals().textContent).toContain(t.unknownArrival);

    await user.type(input, '2611-0042{Enter}');
    await waitFor(() => expect(answer().textContent).toContain(t.arrived));
    expect(answer().dataset.tone).toBe('ok');
    expect(answer().textContent).toContain('Đã nhận 12/15 · Thiếu 3 · Thừa 1');
    expect(answer().textContent).toContain('Thùng sơn 2611-0042');
    expect(arrivalTotals().textContent).toContain('Đã nhận 12/15 · Thiếu 3 · Thừa 1');
    expect(within(list()).getByText(new RegExp(t.arrive))).toBeTruthy();
    expect(scanFeedback).toHaveBeenCalledWith('ok');

    const [request] = scansOf(seen);
    expect(request!.body).toMatchObject({
      code: '2611-0042',
      car_id: yardCar.id,
      action: 'arrive',
    });
    expect(JSON.parse(localStorage.getItem(YARD_TRIP_KEY)!)).toMatchObject({ action: 'arrive' });
    // An arrival has no reverse scan.
    expect(screen.getByRole('button', { name: new RegExp(t.undo) })).toHaveProperty(
      'disabled',
      true,
    );

    await user.type(input, '2611-0043{Enter}');
    await waitFor(() => expect(arrivalTotals().textContent).toContain('Đã nhận 13/15'));
  });

  it('holds a parcel not on the list in amber, with the refusal sound, until read', async () => {
    const reason = 'Thừa: 2611-0099 Thùng sơn 2611-0099 không có trong bảng kê xe 51C-123.45';
    serveYard(({ body }) =>
      body!.code === '2611-0099'
        ? arriveRefusedOf('2611-0099', 'extra', reason, countsOf(2, 3, 1))
        : arrivedOf(String(body!.code), countsOf(3, 3, 1)),
    );
    const { user, input } = await openArriving();
    await user.type(input, '2611-0099{Enter}');
    await waitFor(() => expect(answer().dataset.tone).toBe('extra'));
    expect(answer().textContent).toContain(t.extra);
    expect(answer().textContent).toContain(reason);
    expect(answer().textContent).toContain('Đã nhận 2/3 · Thiếu 1 · Thừa 1');
    expect(scanFeedback).toHaveBeenCalledWith('refused');
    expect(
      within(answer()).getByRole('button', { name: t.dismissLabel('2611-0099') }),
    ).toBeTruthy();

    // The next parcel goes through: the extra stays at the top until tapped away.
    await user.type(input, '2611-0001{Enter}');
    await waitFor(() => expect(answer().dataset.tone).toBe('ok'));
    const held = screen.getByRole('list', { name: t.refusals });
    expect(within(held).getByRole('listitem').dataset.tone).toBe('extra');
    expect(held.textContent).toContain(reason);
    await user.click(within(held).getByRole('button', { name: t.dismissLabel('2611-0099') }));
    expect(screen.queryByRole('list', { name: t.refusals })).toBeNull();
    expect(arrivalTotals().textContent).toContain('Đã nhận 3/3 · Thiếu 0 · Thừa 1');
  });

  it('says a parcel scanned twice calmly, as goods already on the vehicle', async () => {
    serveYard(() =>
      arriveRefusedOf('2611-0042', 'already_arrived', 'Đã nhận 2611-0042 rồi', countsOf(1, 3)),
    );
    const { user, input } = await openArriving();
    await user.type(input, '2611-0042{Enter}');
    await waitFor(() => expect(answer().dataset.tone).toBe('same'));
    expect(answer().textContent).toContain(t.alreadyArrived);
    expect(answer().textContent).not.toContain(t.refused);
    expect(within(answer()).queryByRole('button')).toBeNull();
    expect(scanFeedback).toHaveBeenCalledWith('same');
    expect(scanFeedback).not.toHaveBeenCalledWith('refused');
  });

  it.each([
    ['no_trip', 'Xe 51C-123.45 không có chuyến ngày 20-11-2026'],
    ['not_departed', 'Xe chưa xuất bến'],
    ['not_your_branch', 'Bảng kê này thuộc chi nhánh khác'],
  ] as const)('refuses %s in red with the server’s reason', async (kind, reason) => {
    serveYard(({ body }) => arriveRefusedOf(String(body!.code), kind, reason));
    const { user, input } = await openArriving();
    await user.type(input, '2611-0042{Enter}');
    await waitFor(() => expect(answer().dataset.tone).toBe('refused'));
    expect(answer().textContent).toContain(t.refused);
    expect(answer().textContent).toContain(reason);
    expect(scanFeedback).toHaveBeenCalledWith('refused');
    expect(within(list()).getByText(t.refused)).toBeTruthy();
  });
});
