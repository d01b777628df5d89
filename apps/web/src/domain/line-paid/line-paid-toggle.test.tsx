import { App } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineMoney } from '@depot/shared/payments/line-money.rules';
import { LinePaidToggle } from './line-paid-toggle';

// The paid toggle of a line: a part-paid line says what is left; `Chưa thu` names the payments
// it would void and sends nothing until the clerk confirms.

const payments = [
  {
    id: 41,
    number: 'PT-2611-0041',
    amount: 650_000,
    allocated: 150_000,
    received_at: '2026-11-20T02:30:00.000Z',
    lines: 2,
  },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, message: '', data: payments }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderToggle(collected: number, onSet = vi.fn()) {
  render(
    <App>
      <LinePaidToggle
        productId={7}
        money={lineMoney(200_000, collected)}
        ariaLabel="Trạng thái thu tiền của Gạo ST25"
        pending={false}
        onSet={onSet}
      />
    </App>,
  );
  return { onSet, toggle: screen.getByRole('switch', { name: /Gạo ST25/ }) };
}

describe('LinePaidToggle', () => {
  it('shows a part-paid line off, with what was collected and what is left', () => {
    const { toggle } = renderToggle(150_000);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Đã thu 150.000 · còn 50.000')).toBeTruthy();
  });

  it('Đã thu on a part-paid line asks the server to pay the rest', () => {
    const { toggle, onSet } = renderToggle(150_000);
    fireEvent.click(toggle);
    expect(onSet).toHaveBeenCalledWith(true);
  });

  it('Chưa thu names the payments to void and sends nothing until confirmed', async () => {
    const { toggle, onSet } = renderToggle(200_000);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Bỏ đánh dấu đã thu?' });
    const list = within(dialog).getByRole('list', { name: 'Phiếu thu sẽ bị hủy' });
    expect(list.textContent).toBe('PT-2611-0041 — 650.000 đ (trả cho 2 khoản)');
    expect(onSet).not.toHaveBeenCalled();
    // Nothing in the dialog holds the focus: a scanner's Enter confirms nothing.
    expect(document.activeElement?.textContent).not.toBe('Hủy phiếu và bỏ đã thu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giữ nguyên' }));
    expect(onSet).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    const again = await screen.findByRole('dialog', { name: 'Bỏ đánh dấu đã thu?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Hủy phiếu và bỏ đã thu' }));
    await waitFor(() => expect(onSet).toHaveBeenCalledWith(false));
  });
});
