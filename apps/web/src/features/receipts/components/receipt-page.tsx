import { DownloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PaymentDialog, type PaymentCustomer } from '../../../domain/payment-dialog/payment-dialog';
import type { TickedStatement } from '../../../domain/payment-dialog/payment-targets';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { DepotNotConfigured } from '../../../components/print/depot-header';
import { PrintPage, usePaperSize } from '../../../components/print/print-page';
import { downloadReceiptPdf } from '../api/download-receipt-pdf';
import { useReceipt } from '../api/get-receipt';
import type { ReceiptParams } from '../api/receipt-keys';
import { PaymentForm } from './payment-form';
import { ReceiptError, statementUrl } from './receipt-error';
import { ReceiptSheet } from './receipt-sheet';
import { useReceiptActions } from './use-receipt-actions';

const t = vi.receipts;

/**
 * /report/cart/print/:car_id/:date/:customer_id (spec 2 §2.6): one customer's receipt. Open, it
 * takes payments and deletes lines on screen; closed (every line paid) it is read-only.
 */
export function ReceiptPage() {
  const params = useParams();
  const query: ReceiptParams = {
    car_id: params.car_id ?? '',
    customer_id: params.customer_id ?? '',
    datefrom: params.date ?? '',
  };
  const backTo = statementUrl(params.car_id, params.date);
  const receipt = useReceipt(query);
  // A reload that fails (the last line deleted: nothing left to print) replaces the old sheet.
  const data = receipt.isError ? undefined : receipt.data;

  return (
    <PrintPage
      title={data ? `${t.title} ${data.customer.full_name}` : t.title}
      backTo={backTo}
      actions={
        data && (
          <>
            <PdfButton query={query} />
            <CollectButton
              customer={data.customer}
              statement={{ car_id: Number(query.car_id), datetime_from: query.datefrom }}
            />
          </>
        )
      }
    >
      {receipt.isPending && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {receipt.isError && <ReceiptError error={receipt.error} backTo={backTo} />}
      {data && <OpenReceipt query={query} receipt={data} />}
    </PrintPage>
  );
}

function OpenReceipt({
  query,
  receipt,
}: {
  query: ReceiptParams;
  receipt: NonNullable<ReturnType<typeof useReceipt>['data']>;
}) {
  const actions = useReceiptActions(query);
  return (
    <>
      <DepotNotConfigured depot={receipt.depot} />
      <ReceiptSheet
        car={receipt.car}
        fullDatefrom={receipt.fullDatefrom}
        depot={receipt.depot}
        receipt={receipt}
        onDelete={actions.onDelete}
      />
      {!receipt.is_close && (
        <PaymentForm lines={receipt.data} pending={actions.paying} onPay={actions.onPay} />
      )}
      {actions.dialog}
    </>
  );
}

/** `Tải PDF`: the server's PDF of this receipt at the paper size chosen on the page. */
function PdfButton({ query }: { query: ReceiptParams }) {
  const size = usePaperSize();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const download = () => {
    setPending(true);
    downloadReceiptPdf({ ...query, size })
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => setPending(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={pending} onClick={download}>
      {t.downloadPdf}
    </Button>
  );
}

/**
 * `Thu tiền`: a payment from this receipt's customer (docs/decisions/0001-payments-are-records.md), on screen only; the receipt's
 * statement is ticked while it owes.
 */
function CollectButton({
  customer,
  statement,
}: {
  customer: PaymentCustomer;
  statement: TickedStatement;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{vi.payments.collect}</Button>
      <PaymentDialog
        customer={open ? customer : null}
        onClose={() => setOpen(false)}
        preset={[statement]}
      />
    </>
  );
}
