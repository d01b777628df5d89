import { Banks, VietQRStatus } from 'vietnam-qr-pay';

export type VietQrBank = { bin: string; short_name: string; name: string };

/**
 * The Vietnamese banks a VietQR transfer can reach, with their NAPAS BIN, as maintained by
 * `vietnam-qr-pay` (not a list copied here): current banks that at least receive.
 */
export const VIETQR_BANKS: readonly VietQrBank[] = Banks.filter(
  (bank) => !bank.deprecated && bank.vietQRStatus !== VietQRStatus.NOT_SUPPORTED,
)
  .map((bank) => ({ bin: bank.bin, short_name: bank.shortName, name: bank.name }))
  .sort((a, b) => a.short_name.localeCompare(b.short_name, 'vi'));

export function bankByBin(bin: string): VietQrBank | undefined {
  return VIETQR_BANKS.find((bank) => bank.bin === bin);
}
