import { QRPay } from 'vietnam-qr-pay';
import { foldVietnamese } from '../text/fold';

/**
 * The transfer note of a receipt: what the depot reads on its bank statement to know who paid
 * for which statement. ASCII only and short: `vietnam-qr-pay` counts characters, not bytes, so
 * a diacritic would corrupt the payload, and some banking apps cut notes past 50 characters.
 */
export const VIETQR_NOTE_MAX = 50;

/** `PT 241126 X4 K123`: receipt (phiếu thu), departure date YYMMDD, vehicle id, customer id. */
export function receiptReference(q: { car_id: number; date: string; customer_id: number }) {
  const [year, month, day] = q.date.slice(0, 10).split('-');
  return `PT ${year!.slice(2)}${month}${day} X${q.car_id} K${q.customer_id}`;
}

/** A note a banking app accepts: folded to ASCII letters, digits and spaces, at most 50. */
export function transferNote(text: string): string {
  const ascii = foldVietnamese(text)
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii.slice(0, VIETQR_NOTE_MAX).trim();
}

export type VietQrInput = {
  /** The bank's 6-digit BIN (NAPAS). */
  bank_bin: string;
  account_number: string;
  /** Whole đồng; 0 or less leaves the amount for the payer to type. */
  amount: number;
  note: string;
};

/**
 * A VietQR (NAPAS 247, EMVCo) payload for a transfer of `amount` đồng to the depot's account,
 * with the note; null when the depot has not set its bank account yet.
 */
export function vietQrPayload(input: VietQrInput): string | null {
  if (!/^\d{6}$/.test(input.bank_bin) || !/^[0-9A-Za-z]{4,19}$/.test(input.account_number))
    return null;
  if (!Number.isSafeInteger(input.amount)) throw new RangeError('Amount must be whole đồng');
  return QRPay.initVietQR({
    bankBin: input.bank_bin,
    bankNumber: input.account_number,
    amount: input.amount > 0 ? String(input.amount) : undefined,
    purpose: transferNote(input.note) || undefined,
  }).build();
}

/** Reads a payload back (tests, and a check before a QR code is drawn). */
export function parseVietQr(payload: string) {
  const qr = new QRPay(payload);
  return {
    valid: qr.isValid,
    bank_bin: qr.consumer.bankBin,
    account_number: qr.consumer.bankNumber,
    amount: qr.amount === undefined ? undefined : Number(qr.amount),
    note: qr.additionalData.purpose,
  };
}
