import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { resetReachability } from '../../../lib/reachability';
import { resetSharedScanQueue } from '../queue/shared-queue';
import { openYardWithCar } from './open-yard.test-kit';
import { scanFeedback } from './scan-feedback';
import { doneOf, refusedOf, scansOf, serveYard, yardCar } from './yard.test-kit';

// docs/decisions/0017-scanners-and-offline.md: a handheld scanner types a code and Enter at any moment, so no question
// of the yard screen is answered yes by it. The code field keeps the focus; a code read while a
// question is open is refused with the refusal sound and sent nowhere.
vi.mock('./scan-feedback', () => ({ scanFeedback: vi.fn() }));

const t = texts.yard;
const overReason = 'Xe vượt tải trọng 2.500 kg. Xác nhận để vẫn lên hàng.';

beforeEach(() => vi.mocked(scanFeedback).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSharedScanQueue();
  resetReachability();
});

describe('the yard screen’s questions and a handheld scanner', () => {
  it('keeps the field focused under the capacity question and refuses the next code there', async () => {
    const seen = serveYard(({ body }) =>
      body!.confirm_over_capacity
        ? doneOf(String(body!.code), 2)
        : refusedOf(String(body!.code), 'over_capacity', overReason),
    );
    const { user, input } = await openYardWithCar(yardCar);
    await user.type(input, '2611-0042{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(overReason);
    // No button of the question holds the focus: the field has it, for the scanner.
    await waitFor(() => expect(document.activeElement).toBe(input));

    // The scanner's next label, typed and Enter, as it does whatever is on screen.
    await user.keyboard('2611-0043{Enter}');
    expect(await within(dialog).findByText(t.awaitingConfirm)).toBeTruthy();
    expect(dialog.textContent).toContain('2611-0043');
    expect(scanFeedback).toHaveBeenLastCalledWith('refused');
    expect(scansOf(seen)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();

    // Yes takes a tap; Hủy sends nothing either.
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scansOf(seen).map((r) => r.body!.code)).toEqual(['2611-0042']);
    await waitFor(() => expect(document.activeElement).toBe(input));

    // Once answered, scans go again.
    await user.keyboard('2611-0044{Enter}');
    await waitFor(() => expect(scansOf(seen)).toHaveLength(2));
  });

  it('sends the confirmed load only on a tap of Vẫn lên hàng', async () => {
    const seen = serveYard(({ body }) =>
      body!.confirm_over_capacity
        ? doneOf(String(body!.code), 2)
        : refusedOf(String(body!.code), 'over_capacity', overReason),
    );
    const { user, input } = await openYardWithCar(yardCar);
    await user.type(input, '2611-0042{Enter}');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t.overOk }));
    await waitFor(() => expect(scansOf(seen)).toHaveLength(2));
    expect(scansOf(seen)[1]!.body).toMatchObject({
      code: '2611-0042',
      confirm_over_capacity: true,
    });
    // The capacity refusal was answered: nothing is held in red at the top.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: t.title }).dataset.tone).toBe('ok'),
    );
    expect(screen.queryByRole('list', { name: t.refusals })).toBeNull();
  });

  it('does not undo on Enter: the undo question needs a tap', async () => {
    const seen = serveYard(({ body }) => doneOf(String(body!.code), 1, body!.action as 'load'));
    const { user, input } = await openYardWithCar(yardCar);
    await user.type(input, '2611-0042{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: t.title }).textContent).toContain(t.loaded),
    );
    await user.click(screen.getByRole('button', { name: new RegExp(t.undo) }));
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    await user.keyboard('2611-0050{Enter}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(scansOf(seen).map((r) => r.body!.action)).toEqual(['load']);
  });
});
