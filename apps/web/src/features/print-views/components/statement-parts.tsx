import type { ReceiptBody, VehicleStatement } from '@depot/shared/receipts/receipts.schema';
import { formatDate, formatTons } from '@depot/shared/text/format';
import type { ReactNode } from 'react';
import { vi } from '../../../i18n/vi';
import { DepotHeader } from '../../../components/print/depot-header';
import { customerShortAddress } from './customer-address';
import { GoodsTable } from './goods-table';
import { PrintFacts } from './print-facts';
import './print-views.css';

const t = vi.printViews;

/** The top of a vehicle's print: depot, title, then the vehicle (plate, driver, capacity, date). */
export function VehicleHeading({
  statement,
  title,
  children,
}: {
  statement: Pick<VehicleStatement, 'depot' | 'car' | 'fullDatefrom'>;
  title: string;
  children?: ReactNode;
}) {
  const { car } = statement;
  return (
    <>
      <DepotHeader depot={statement.depot} />
      <h1 className="print-title">{title}</h1>
      <PrintFacts
        facts={[
          { label: t.plate, value: car.number_car },
          { label: t.driver, value: car.driver_name },
          { label: t.capacity, value: formatTons(car.total_weight) },
          { label: t.date, value: formatDate(statement.fullDatefrom.slice(0, 10)) },
        ]}
      />
      {children}
    </>
  );
}

/**
 * One customer's part: name, phone and short address, then their goods with their totals, and
 * what the receiver pays in all when thu hộ is collected on them (docs/payments.md).
 */
export function CustomerBlock({ body }: { body: ReceiptBody }) {
  const { customer } = body;
  return (
    <section className="print-customer" aria-label={customer.full_name}>
      <h2>
        {customer.full_name} · {customer.phone} · {customerShortAddress(customer)}
      </h2>
      <GoodsTable body={body} label={`${t.customer} ${customer.full_name}`} />
      {body.collect_text && (
        <p className="print-collect" role="note" aria-label={t.collect}>
          <strong>{body.collect_text}</strong>
        </p>
      )}
    </section>
  );
}
