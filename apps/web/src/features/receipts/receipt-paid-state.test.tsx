import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineMoney } from '@depot/shared/payments/line-money.rules';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import type { Receipt, ReceiptLine } from '@depot/shared/receipts/receipts.schema';
import { on, stubEndpoints } from '../../test/fake-api-endpoints';
import { depotSettings } from '../../test/fake-api-payments';
import { renderRoute } from '../../test/render-route';
import { ReceiptPage } from './components/receipt-page';
import { SampleReceiptPage } from './components/sample-receipt-page';
import { SAMPLE_CAR, SAMPLE_DATE, SAMPLE_LINES, sampleReceipt } from './sample-receipt';

// A receipt reads each line's money as the server holds it: a 200 000 đ line of which a payment
// paid 150 000 đ says so in `Đã thanh toán`, and `Thu tiền` offers only the 50 000 đ left of it,
// never its whole amount, and nothing of a paid line.

/** A sample line of `amount` đ with `collected` of it paid. */
function lineOf(index: number, name: string, amount: number, collected: number): ReceiptLine {
  const base = SAMPLE_LINES[index]!;
  const money = lineMoney(amount, collected);
  return {
    ...base,
    product: {
      ...base.product,
      name,
      price: amount,
      quantity: 1,
      price_type: 'package',
      is_total_money: true,
      is_paid: money.due === 0,
      paid_amount: collected,
    },
    ...money,
  };
}

const lines = [
  lineOf(0, 'Gạo ST25', 200_000, 150_000),
  lineOf(1, 'Đường cát', 120_000, 120_000),
  lineOf(2, 'Nước mắm', 90_000, 0),
];
const receipt: Receipt = {
  ...sampleReceipt(lines, depotSettings),
  car: SAMPLE_CAR,
  fullDatefrom: SAMPLE_DATE,
  depot: depotSettings,
};
const URL_OF_RECEIPT = `/report/cart/print/${SAMPLE_CAR.id}/${SAMPLE_DATE}/123`;
const PATH = '/report/cart/print/:car_id/:date/:customer_id';

function stubDepot() {
  return stubEndpoints([
    on(receiptsApi.get, () => receipt),
    on(receiptsApi.pay, () => ({ paid: 1, is_close: false, sums: receipt.sums })),
  ]);
}

afterEach(() => vi.unstubAllGlobals());

/** The `Đã thanh toán` cell of a line of the receipt's table. */
function paidCell(table: HTMLElement, name: string) {
  const row = within(table).getByText(name).closest('tr')!;
  return row.querySelectorAll('td')[7]!.textContent;
}

describe('the paid state on a receipt', () => {
  it('Đã thanh toán says what was collected and what is left of a part-paid line', async () => {
    stubDepot();
    renderRoute(<ReceiptPage />, URL_OF_RECEIPT, PATH);
    const table = await screen.findByRole('table', { name: 'Phiếu thu tiền' });
    expect(paidCell(table, 'Gạo ST25')).toBe('Đã thu 150.000 · còn 50.000');
    expect(paidCell(table, 'Đường cát')).toBe('Đã thu');
    expect(paidCell(table, 'Nước mắm')).toBe('Chưa thu');
  });

  it('Thu tiền offers what is still due of each line that owes, and sends the one ticked', async () => {
    const api = stubDepot();
    renderRoute(<ReceiptPage />, URL_OF_RECEIPT, PATH);
    const form = await screen.findByRole('form', { name: 'Thu tiền' });
    const ticks = within(form).getAllByRole('checkbox');
    expect(ticks.map((box) => box.closest('label')!.textContent)).toEqual([
      '1. Gạo ST25 — còn 50.000 đ',
      '3. Nước mắm — 90.000 đ',
    ]);
    expect(form.textContent).not.toContain('200.000');
    expect(form.textContent).not.toContain('Đường cát');

    fireEvent.click(within(form).getByRole('checkbox', { name: /Gạo ST25/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Thu tiền các dòng đã chọn' }));
    await waitFor(() => expect(api.requests(receiptsApi.pay)).toHaveLength(1));
    expect(api.requests(receiptsApi.pay)[0]!.body).toMatchObject({
      transport_ids: [lines[0]!.id],
    });
  });
});

describe('the sample receipt /in', () => {
  it('a line collected on the sample reads Đã thu and is no longer offered', async () => {
    renderRoute(<SampleReceiptPage />, '/in');
    const table = await screen.findByRole('table', { name: 'Phiếu thu tiền' });
    expect(paidCell(table, 'Gạo ST25')).toBe('Chưa thu');
    const form = screen.getByRole('form', { name: 'Thu tiền' });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Gạo ST25/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Thu tiền các dòng đã chọn' }));
    await waitFor(() => expect(paidCell(table, 'Gạo ST25')).toBe('Đã thu'));
    expect(within(form).queryByRole('checkbox', { name: /Gạo ST25/ })).toBeNull();
  });
});
