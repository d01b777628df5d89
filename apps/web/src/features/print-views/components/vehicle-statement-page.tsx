import {
  NOTHING_TO_PRINT,
  vehicleStatementQuerySchema,
  type VehicleStatement,
} from '@depot/shared/receipts/receipts.schema';
import { formatDate, formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { DepotNotConfigured, SignatureBlocks } from '../../../components/print/depot-header';
import { PrintPage, PrintSheet } from '../../../components/print/print-page';
import { useVehicleStatement } from '../api/get-vehicle-statement';
import { PrintFacts } from './print-facts';
import { PrintMessage } from './print-message';
import { CustomerBlock, VehicleHeading } from './statement-parts';

const t = vi.printViews;

/**
 * /bang-ke/in?id=<car_id>&date=<YYYY-MM-DD> (the old site's `{v1}/bang-ke/in`,
 * docs/printing.md): every customer's goods on the vehicle that day, their totals and the vehicle's,
 * for the driver to sign. A4 by default, A5 on request.
 */
export function VehicleStatementPage() {
  const [params] = useSearchParams();
  const parsed = vehicleStatementQuerySchema.safeParse({
    id: params.get('id'),
    date: params.get('date') ?? '',
  });
  const filters = parsed.success ? { id: parsed.data.id, date: parsed.data.date } : undefined;
  const statement = useVehicleStatement(filters);
  const back = new URLSearchParams();
  if (filters) back.set('car_id', String(filters.id));
  if (filters) back.set('datetime', filters.date);
  const data = statement.data;

  return (
    <PrintPage
      title={
        data
          ? t.statementDocument(data.car.number_car, formatDate(filters?.date))
          : t.statementTitle
      }
      backTo={`/chi-tiet-bang-ke?${back.toString()}`}
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
        <PrintMessage message={NOTHING_TO_PRINT} />
      ) : (
        <VehicleStatementSheet statement={data} />
      )}
    </PrintPage>
  );
}

function VehicleStatementSheet({ statement }: { statement: VehicleStatement }) {
  const { sums } = statement;
  const totals = t.totals;
  return (
    <PrintSheet label={t.statementTitle}>
      <VehicleHeading statement={statement} title={t.statementTitle} />
      {statement.receipts.map((body) => (
        <CustomerBlock key={body.customer.id} body={body} />
      ))}
      <section className="print-car-totals" aria-label={t.carTotals}>
        <PrintFacts
          facts={[
            { label: totals.customers, value: formatNumber(statement.receipts.length) },
            { label: totals.lines, value: formatNumber(sums.lines) },
            { label: totals.packages, value: formatNumber(sums.quantity) },
            { label: totals.weight, value: formatWeight(sums.total_weight) },
            { label: totals.amount, value: formatMoney(sums.amount) },
            { label: totals.collected, value: formatMoney(sums.collected) },
            { label: totals.due, value: formatMoney(sums.due) },
          ]}
        />
      </section>
      <SignatureBlocks titles={t.statementSignatures} />
    </PrintSheet>
  );
}
