import {
  NO_GOODS_TO_PRINT,
  receiptQuerySchema,
  type VehicleStatement,
} from '@depot/shared/receipts/receipts.schema';
import { formatDate } from '@depot/shared/text/format';
import { Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { DepotNotConfigured, SignatureBlocks } from '../../../components/print/depot-header';
import { PrintPage, PrintSheet } from '../../../components/print/print-page';
import { useVehicleStatement } from '../api/get-vehicle-statement';
import { customerShortAddress } from './customer-address';
import { GoodsTable } from './goods-table';
import { PrintFacts } from './print-facts';
import { PrintMessage } from './print-message';
import { VehicleHeading } from './statement-parts';

const t = vi.printViews;

/**
 * /hang-hoa/khach-hang?car_id&datefrom&customer_id (the old site's `{v1}/hang-hoa/khach-hang`,
 * docs/printing.md): one customer's goods on a vehicle on a date, with their totals.
 */
export function CustomerGoodsPrintPage() {
  const [params] = useSearchParams();
  const parsed = receiptQuerySchema.safeParse({
    car_id: params.get('car_id'),
    customer_id: params.get('customer_id'),
    datefrom: params.get('datefrom') ?? '',
  });
  const query = parsed.success ? parsed.data : undefined;
  const statement = useVehicleStatement(
    query && { id: query.car_id, date: query.datefrom, customer_id: query.customer_id },
  );
  const data = statement.data;
  const back = new URLSearchParams(params);
  back.delete('size');

  return (
    <PrintPage
      title={
        data
          ? t.goodsDocument(data.receipts[0]!.customer.full_name, formatDate(query?.datefrom))
          : t.goodsTitle
      }
      backTo={`/chi-tiet-hang-theo-khach-hang?${back.toString()}`}
      sizes={['A4', 'A5']}
      notice={data && <DepotNotConfigured depot={data.depot} />}
    >
      {!parsed.success ? (
        <PrintMessage message={parsed.error.issues[0]!.message} />
      ) : statement.isPending ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : statement.isError ? (
        <PrintMessage message={errorMessage(statement.error)} error />
      ) : !data ? (
        <PrintMessage message={NO_GOODS_TO_PRINT} />
      ) : (
        <CustomerGoodsSheet statement={data} />
      )}
    </PrintPage>
  );
}

function CustomerGoodsSheet({ statement }: { statement: VehicleStatement }) {
  const body = statement.receipts[0]!;
  const { customer } = body;
  return (
    <PrintSheet label={t.goodsTitle}>
      <VehicleHeading statement={statement} title={t.goodsTitle}>
        <PrintFacts
          facts={[
            { label: t.customer, value: customer.full_name },
            { label: t.phone, value: customer.phone },
            { label: t.address, value: customerShortAddress(customer) },
          ]}
        />
      </VehicleHeading>
      <GoodsTable body={body} label={`${t.customer} ${customer.full_name}`} />
      <SignatureBlocks titles={t.goodsSignatures} />
    </PrintSheet>
  );
}
