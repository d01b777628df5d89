import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userOf } from '../../../test/fake-api-lists';
import { saveSession } from '../../../lib/session';
import { renderRoute } from '../../../test/render-route';
import { groupOf, parcelOf, stubWaiting } from './waiting-goods.test-helpers';
import { WaitingGoodsPage } from './waiting-goods-page';

// `Sao chép tin nhắn` (docs/domain.md, "Handover"): the receiver's message on the clipboard.

beforeEach(() => saveSession('token', userOf('staff')));
afterEach(() => {
  vi.unstubAllGlobals();
  // Workers keep their window from one file to the next (vitest.config.ts): the stand-in goes.
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Sao chép tin nhắn', () => {
  it('copies the parcels with their tracking links, what to pay and the depot’s hours', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubWaiting([
      groupOf(1, 'Tiệm Điện Máy Bình', [
        parcelOf({
          id: 11,
          code: '2611-0011',
          name: 'Tủ lạnh',
          due: 60_000,
          cod_due: 500_000,
          track_token: 'b-TOKENTOKENTOKEN',
        }),
      ]),
    ]);
    renderRoute(<WaitingGoodsPage />, '/hang-cho-giao');
    const card = await screen.findByRole('article', { name: 'Tiệm Điện Máy Bình' });
    const button = within(card).getByRole('button', { name: 'Sao chép tin nhắn' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const text = (writeText.mock.calls[0] as unknown as [string])[0];
    expect(text).toContain('xin chào Tiệm Điện Máy Bình.');
    expect(text).toContain(
      '- 2611-0011 Tủ lạnh (tra cứu: http://localhost:3000/tra-cuu/b-TOKENTOKENTOKEN)',
    );
    expect(text).toContain(
      'Số tiền cần thanh toán khi nhận: 560.000 đ (cước 60.000 đ + thu hộ 500.000 đ).',
    );
    expect(
      await screen.findByText('Đã sao chép tin nhắn, dán vào Zalo hoặc SMS để gửi khách'),
    ).toBeTruthy();
  });
});
