import { lineMoney } from '@depot/shared/payments/line-money.rules';
import { DEFAULT_SETTINGS, type Settings } from '@depot/shared/settings/settings.schema';
import { Alert, Space, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { vi } from '../../../i18n/vi';
import { SETTINGS_KEY } from '../../../lib/settings-queries';
import { PrintPage } from '../../../components/print/print-page';
import { SAMPLE_CAR, SAMPLE_DATE, SAMPLE_LINES, sampleReceipt } from '../sample-receipt';
import { PaymentForm } from './payment-form';
import { ReceiptSheet, type ReceiptDepot } from './receipt-sheet';

const t = vi.receipts;

/**
 * /in, the static receipt template (spec 2 §2.10): the receipt with fixed sample data and no
 * request at all. The depot's lines come from settings another screen already loaded, else the
 * placeholders. `Đã đóng` switches the sample between open (payments and deletes act here only)
 * and closed (stamp, read-only).
 */
export function SampleReceiptPage() {
  const queryClient = useQueryClient();
  const [depot] = useState<ReceiptDepot>(
    () => queryClient.getQueryData<Settings>(SETTINGS_KEY) ?? DEFAULT_SETTINGS,
  );
  const [lines, setLines] = useState(SAMPLE_LINES);
  const { confirm, dialog } = useConfirmDelete();
  const receipt = sampleReceipt(lines, depot);

  const markPaid = (ids: number[] | undefined) => {
    setLines((current) =>
      current.map((line) =>
        ids === undefined || ids.includes(line.id)
          ? {
              ...line,
              // The table and the ticks read the line's money, not the flag: both move.
              ...lineMoney(line.amount, line.amount, true),
              product: { ...line.product, is_paid: true },
            }
          : line,
      ),
    );
    return Promise.resolve();
  };

  const notice = (
    <Space orientation="vertical" style={{ width: '100%', alignItems: 'center' }}>
      <Alert type="info" showIcon title={t.sampleNotice} />
      <Space>
        <Switch
          id="sample-closed"
          checked={receipt.is_close}
          onChange={(closed) => (closed ? void markPaid(undefined) : setLines(SAMPLE_LINES))}
        />
        <Typography.Text>
          <label htmlFor="sample-closed">{t.sampleClosed}</label>
        </Typography.Text>
      </Space>
    </Space>
  );

  return (
    <PrintPage title={t.sampleTitle} backTo="/" notice={notice}>
      <ReceiptSheet
        car={SAMPLE_CAR}
        fullDatefrom={SAMPLE_DATE}
        depot={depot}
        receipt={receipt}
        onDelete={(line) =>
          confirm({
            content: t.deleteQuestion(line.product.name),
            onConfirm: async () =>
              setLines((current) => current.filter((other) => other.id !== line.id)),
          })
        }
      />
      {!receipt.is_close && <PaymentForm lines={lines} pending={false} onPay={markPaid} />}
      {dialog}
    </PrintPage>
  );
}
