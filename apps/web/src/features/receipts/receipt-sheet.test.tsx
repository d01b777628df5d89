import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceiptSheet } from './components/receipt-sheet';
import {
  SAMPLE_CAR,
  SAMPLE_CUSTOMER,
  SAMPLE_DATE,
  SAMPLE_LINES,
  sampleReceipt,
} from './sample-receipt';

describe('the receipt sheet', () => {
  const browserZone = process.env.TZ;
  beforeEach(() => {
    // A browser far from the depot: its own calendar day differs from the depot's at times.
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it("dates the print by the depot's day and labels its dates as the PDF does (spec 2 §2.6)", () => {
    // 17:30 UTC on 23 November: still the 23rd in Los Angeles, already the 24th in Vietnam.
    vi.setSystemTime(new Date('2026-11-23T17:30:00Z'));
    expect(new Date().getDate()).toBe(23);
    render(
      <ReceiptSheet
        car={SAMPLE_CAR}
        fullDatefrom={SAMPLE_DATE}
        depot={DEFAULT_SETTINGS}
        receipt={sampleReceipt(SAMPLE_LINES, DEFAULT_SETTINGS)}
      />,
    );
    const sheet = screen.getByRole('region', {
      name: `Phiếu thu tiền ${SAMPLE_CUSTOMER.full_name}`,
    });
    expect(sheet.textContent).toContain('Ngày in: 24-11-2026');
    expect(sheet.textContent).toContain('Ngày đến: 20-11-2026');
    expect(sheet.textContent).toContain('Ngày giao hàng: ....');
  });

  it('prints the QR code of the receipt’s tracking link with its caption beside the customer', () => {
    render(
      <ReceiptSheet
        car={SAMPLE_CAR}
        fullDatefrom={SAMPLE_DATE}
        depot={{ ...DEFAULT_SETTINGS, public_url: 'https://chanhxe.vn' }}
        receipt={{ ...sampleReceipt(SAMPLE_LINES, DEFAULT_SETTINGS), track_token: '1.2.261120-x' }}
      />,
    );
    const qr = screen.getByRole('img', { name: 'Mã QR tra cứu hàng của phiếu thu' });
    expect(qr.textContent).toBe('Quét để tra cứu hàng');
    expect(qr.querySelector('svg')).not.toBeNull();
  });
});
