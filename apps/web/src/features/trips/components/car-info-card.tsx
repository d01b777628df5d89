import { useState } from 'react';
import { Collapse, Descriptions } from 'antd';
import type { Car } from '@depot/shared/cars/cars.schema';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { customerFullAddress } from '@depot/shared/locations/locations.rules';
import { formatDate, formatTons } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.statements;
/** Spec 2 §2.2, §9: the card's open or closed state, one key in local storage. */
export const CAR_CARD_KEY = 'statements.car-info-open';

function readOpen(): boolean {
  return localStorage.getItem(CAR_CARD_KEY) !== 'false';
}

type CarInfoCardProps = { car: Car; date: string; customer?: Customer };

/**
 * The collapsible car card of /chi-tiet-bang-ke: plate, driver, loading date and capacity, and
 * the chosen customer's name, phone and address. It opens as it was last left.
 */
export function CarInfoCard({ car, date, customer }: CarInfoCardProps) {
  const [open, setOpen] = useState(readOpen);
  const items: { key: string; label: string; children: string }[] = [
    { key: 'plate', label: t.plate, children: car.number_car },
    { key: 'driver', label: t.driver, children: car.driver_name },
    { key: 'date', label: t.loadingDate, children: formatDate(date) },
    { key: 'capacity', label: t.capacity, children: formatTons(car.total_weight) },
  ];
  if (customer)
    items.push(
      { key: 'customer', label: t.customer, children: customer.full_name },
      { key: 'phone', label: t.phone, children: customer.phone },
      { key: 'address', label: t.address, children: customerFullAddress(customer) },
    );

  return (
    <Collapse
      style={{ marginBottom: 16 }}
      activeKey={open ? ['car'] : []}
      onChange={(keys) => {
        const next = keys.includes('car');
        localStorage.setItem(CAR_CARD_KEY, String(next));
        setOpen(next);
      }}
      items={[
        {
          key: 'car',
          label: `${t.carInfo}: ${car.number_car}`,
          children: <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={items} />,
        },
      ]}
    />
  );
}
