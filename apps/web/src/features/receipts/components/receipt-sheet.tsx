import { locationLabel } from '@depot/shared/locations/locations.rules';
import type { ReceiptBody, ReceiptLine } from '@depot/shared/receipts/receipts.schema';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { formatDate } from '@depot/shared/text/format';
import { depotToday } from '@depot/shared/validation/dates';
import type { StatementCustomer, TripCar } from '@depot/shared/trips/trips-replies.schema';
import { vi } from '../../../i18n/vi';
import { DepotHeader, SignatureBlocks } from '../../../components/print/depot-header';
import { PrintSheet } from '../../../components/print/print-page';
import { ReceiptNotes, ReceiptQr, ReceiptTotals } from './receipt-footer';
import { ReceiptTable } from './receipt-table';
import '../receipts.css';

const t = vi.receipts;

/** What a receipt prints of the depot's settings. */
export type ReceiptDepot = Omit<Settings, 'configured' | 'updated_at'>;

export type ReceiptSheetProps = {
  car: TripCar;
  /** The arrival date, YYYY-MM-DD. */
  fullDatefrom: string;
  depot: ReceiptDepot;
  receipt: ReceiptBody;
  /** An open receipt on screen: the delete column. A closed one is read-only (decision 2). */
  onDelete?: (line: ReceiptLine) => void;
};

/** `12 Lê Lợi, Phường 2, Quận 5, Thành phố Hồ Chí Minh`: the house, then each unit by type. */
export function fullAddress(customer: StatementCustomer): string {
  return [
    customer.number_house.trim(),
    locationLabel(customer.ward_id),
    locationLabel(customer.district_id),
    locationLabel(customer.province_id),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * One customer's receipt, phiếu thu tiền (spec 2 §2.6): the depot, the day it is printed (the
 * depot's day, as on the server's PDF, whatever the browser's time zone), vehicle and driver,
 * the `Đã Đóng` stamp once every line is paid, the customer, the goods, the totals, the VietQR
 * of what is due, the notes and the three signatures. The same sheet serves /in's sample.
 */
export function ReceiptSheet({ car, fullDatefrom, depot, receipt, onDelete }: ReceiptSheetProps) {
  const { customer } = receipt;
  return (
    <PrintSheet label={`${t.title} ${customer.full_name}`}>
      <div className="receipt-head">
        <DepotHeader depot={depot} />
        {receipt.is_close && <div className="print-stamp receipt-stamp">{t.closedStamp}</div>}
        <div className="receipt-title">
          <h1>{t.title}</h1>
          <div>
            {t.printedOn}: {formatDate(depotToday())}
          </div>
          <div>
            {t.plate}: <strong>{car.number_car}</strong> · {t.driver}: {car.driver_name}
          </div>
        </div>
      </div>

      <div className="receipt-customer">
        <div>
          {t.customer}: <strong>{customer.full_name}</strong>
        </div>
        <div>
          {t.address}: {fullAddress(customer)}
        </div>
        <div>
          {t.phone}: {customer.phone}
        </div>
        <div className="receipt-dates">
          <span>
            {t.arrivalDate}: {formatDate(fullDatefrom)}
          </span>
          <span>{t.deliveryDate}: ....................</span>
        </div>
      </div>

      <ReceiptTable lines={receipt.data} onDelete={receipt.is_close ? undefined : onDelete} />

      {/* Totals, payment details and signatures stay on one sheet with each other. */}
      <div className="print-keep">
        <ReceiptTotals receipt={receipt} />
        <ReceiptQr vietqr={receipt.vietqr} reference={receipt.reference} bank={depot} />
        <ReceiptNotes depot={depot} />
        <SignatureBlocks titles={t.signatures} />
      </div>
    </PrintSheet>
  );
}
