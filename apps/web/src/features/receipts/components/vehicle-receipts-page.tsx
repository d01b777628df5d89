import { NOTHING_TO_PRINT } from '@depot/shared/receipts/receipts.schema';
import { Spin } from 'antd';
import { useParams } from 'react-router';
import { vi } from '../../../i18n/vi';
import { DepotNotConfigured } from '../../../components/print/depot-header';
import { PrintPage } from '../../../components/print/print-page';
import { useVehicleReceipts } from '../api/get-vehicle-receipts';
import { ReceiptError, statementUrl } from './receipt-error';
import { ReceiptSheet } from './receipt-sheet';

const t = vi.receipts;

/**
 * /report/cart/print/:car_id/:date: every customer's receipt of the vehicle on that date, one
 * sheet each, read-only on screen too (payments are taken on each customer's own receipt).
 */
export function VehicleReceiptsPage() {
  const params = useParams();
  const backTo = statementUrl(params.car_id, params.date);
  const statement = useVehicleReceipts({ id: params.car_id ?? '', date: params.date ?? '' });
  const data = statement.isError ? undefined : statement.data;

  return (
    <PrintPage
      title={data ? `${t.vehicleTitle} ${data.car.number_car}` : t.vehicleTitle}
      backTo={backTo}
    >
      {statement.isPending && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {statement.isError && <ReceiptError error={statement.error} backTo={backTo} />}
      {data && data.receipts.length === 0 && (
        <ReceiptError error={NOTHING_TO_PRINT} backTo={backTo} />
      )}
      {data && data.receipts.length > 0 && <DepotNotConfigured depot={data.depot} />}
      {data?.receipts.map((receipt) => (
        <ReceiptSheet
          key={receipt.customer.id}
          car={data.car}
          fullDatefrom={data.fullDatefrom}
          depot={data.depot}
          receipt={receipt}
        />
      ))}
    </PrintPage>
  );
}
