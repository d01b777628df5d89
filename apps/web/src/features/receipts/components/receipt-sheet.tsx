import { customerFullAddress } from '@depot/shared/locations/locations.rules';
import { RECEIPT_SHEETS } from '@depot/shared/receipts/receipt-layout';
import type { ReceiptBody, ReceiptLine } from '@depot/shared/receipts/receipts.schema';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { formatDate } from '@depot/shared/text/format';
import { depotToday } from '@depot/shared/validation/dates';
import type { TripCar } from '@depot/shared/trips/trips-replies.schema';
import { vi } from '../../../i18n/vi';
import { DepotHeader, SignatureBlocks } from '../../../components/print/depot-header';
import { TrackQr } from '../../../components/print/track-qr';
import { PrintSheet, usePaperSize } from '../../../components/print/print-page';
import { sheetVariables } from './receipt-measures';
import {
  ReceiptNotes,
  ReceiptPaidBy,
  ReceiptQr,
  ReceiptTotals,
  ReceiptWords,
} from './receipt-footer';
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
  /** An open receipt on screen: the delete column. A closed one is read-only (docs/decisions/0012-archive-and-close-statements.md). */
  onDelete?: (line: ReceiptLine) => void;
};

/**
 * One customer's receipt, phiếu thu tiền (spec 2 §2.6): the depot, the day it is printed (the
 * depot's day, as on the server's PDF, whatever the browser's time zone), vehicle and driver,
 * the `Đã Đóng` stamp once every line is paid, the customer, the goods, the totals, the VietQR
 * of what is due, the notes and the three signatures. The same sheet serves /in's sample.
 */
export function ReceiptSheet({ car, fullDatefrom, depot, receipt, onDelete }: ReceiptSheetProps) {
  const { customer } = receipt;
  const size = usePaperSize();
  return (
    <PrintSheet
      label={`${t.title} ${customer.full_name}`}
      className="receipt-sheet"
      style={sheetVariables(RECEIPT_SHEETS[size])}
    >
      {/* A grid made for the sheet: the depot wraps in its own column, the title in a fixed one. */}
      <div className="receipt-head">
        <DepotHeader depot={depot} />
        <div className="receipt-title">
          <h1>{t.title}</h1>
          <div>
            {t.printedOn}: {formatDate(depotToday(depot.time_zone))}
          </div>
          <div>
            {t.plate}: <strong>{car.number_car}</strong>
          </div>
          <div>
            {t.driver}: {car.driver_name}
          </div>
          {receipt.is_close && <div className="print-stamp receipt-stamp">{t.closedStamp}</div>}
        </div>
      </div>

      {/* Two columns: who and where on the left, phone and dates on the right. */}
      <div className="receipt-customer">
        <div>
          <div>
            {t.customer}: <strong>{customer.full_name}</strong>
          </div>
          <div>
            {t.address}: {customerFullAddress(customer)}
          </div>
        </div>
        <div>
          <div>
            {t.phone}: {customer.phone}
          </div>
          <div>
            {t.arrivalDate}: {formatDate(fullDatefrom)}
          </div>
          <div>{t.deliveryDate}: ....................</div>
        </div>
      </div>

      <ReceiptTable lines={receipt.data} onDelete={receipt.is_close ? undefined : onDelete} />

      {/*
       * Totals, payment details and signatures stay on one sheet with each other, and with the
       * last line(s) of the table above (receipts.css): never alone on a sheet.
       */}
      <div className="receipt-footer print-keep">
        <div className="receipt-summary">
          <ReceiptQr vietqr={receipt.vietqr} reference={receipt.reference} bank={depot} />
          <div className="receipt-sums">
            <ReceiptTotals receipt={receipt} />
            <ReceiptWords receipt={receipt} />
          </div>
        </div>
        <ReceiptPaidBy payments={receipt.payments} />
        <ReceiptNotes depot={depot} />
        {/*
         * The small QR code of the receipt's tracking link (the customer follows these goods on
         * the phone, docs/domain.md "Tracking") in the signatures' blank room: it adds no height.
         */}
        <div className="receipt-sign-row">
          <TrackQr
            token={receipt.track_token}
            publicUrl={depot.public_url}
            size={52}
            className="receipt-track"
            label={t.trackQr}
            caption={t.trackCaption}
          />
          <SignatureBlocks titles={t.signatures} />
        </div>
      </div>
    </PrintSheet>
  );
}
