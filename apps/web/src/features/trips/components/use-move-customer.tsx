import { useState } from 'react';
import type { TripCustomerRow } from '@depot/shared/trips/trips-replies.schema';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { getLiveProductIds } from '../api/get-transport-lines';
import { MoveDialog } from './move-dialog';

/**
 * Chuyển xe of a whole customer from /chi-tiet-bang-ke: every goods line of that customer on
 * this vehicle and date goes, through the same dialog and POST /transport/move as the chosen
 * goods on the per-customer page. The ids are read when asked, so the move is of what is on
 * the vehicle now, not of what the card showed.
 */
export function useMoveCustomer() {
  const toast = useToast();
  const [moving, setMoving] = useState<{ products: number[]; date: string } | null>(null);
  const [reading, setReading] = useState<number | null>(null);

  const onMove = (row: TripCustomerRow) => {
    setReading(row.customer.id);
    getLiveProductIds({
      car_id: row.car.id,
      date_from: row.datefrom,
      date_to: row.datefrom,
      customer_id: row.customer.id,
    })
      .then((products) => {
        if (products.length > 0) setMoving({ products, date: row.datefrom });
      })
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => setReading(null));
  };

  const dialog = moving && (
    <MoveDialog
      open
      products={moving.products}
      date={moving.date}
      onClose={() => setMoving(null)}
    />
  );

  return { onMove, reading, dialog };
}
