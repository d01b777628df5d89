import { useState } from 'react';
import { Alert, Button, Col, Empty, Row, Spin, Tooltip } from 'antd';
import { PrinterOutlined, SwapOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { TransportLine } from '@depot/shared/trips/trips-replies.schema';
import { LoadMoreButton } from '../../../components/load-more-button';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useToast } from '../../../components/toast';
import { PhoneScreen } from '../../../components/phone/phone-screen';
import { vi } from '../../../i18n/vi';
import { rowsOf } from '../../../lib/load-more';
import { useCarOfPage } from '../../../lib/car-queries';
import { dateParam, idParam, openInNewWindow } from '../../../lib/url-params';
import { CarDayFilterBar } from '../../../domain/car-day-filter-bar';
import { useTransportLines } from '../api/get-transport-lines';
import { useTrips } from '../api/get-trips';
import { canUseArchive } from '@depot/shared/trips/trips.rules';
import { useSession } from '../../../lib/session';
import { CarLookupAlert } from '../../../components/car-lookup-alert';
import { useDepotToday } from '../../../lib/depot-zone';
import { GoodsCarHeader } from './goods-car-header';
import { GoodsLineCard } from './goods-line-card';
import { GoodsTotals } from './goods-totals';
import { MoveDialog } from './move-dialog';
import { RemovedLines } from './removed-lines';
import { goodsPrintUrl } from './statement-links';
import { useDeleteLine } from './use-delete-line';

const t = vi.statements;

/**
 * /chi-tiet-hang-theo-khach-hang?customer_id&car_id&datefrom&is_archive (spec 2 §2.3): the goods
 * of one vehicle on one date, one customer's when chosen, with their totals, paid toggles and
 * removal; read-only in archive mode.
 */
export function CustomerGoodsPage() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const carId = idParam(params.get('car_id'));
  const today = useDepotToday();
  const date = dateParam(params.get('datefrom')) ?? today;
  const customerId = idParam(params.get('customer_id'));
  const archived = params.get('is_archive') === 'true';
  const [draft, setDraft] = useState({ date, customerId });

  const car = useCarOfPage(carId);
  const filters =
    carId === undefined ? undefined : { car_id: carId, date, customer_id: customerId, archived };
  const lines = useTransportLines(car.data ? filters : undefined);
  // The vehicle's whole load that day, every customer's: is there still room on it? For a
  // deleted list, the load it had when deleted (the archive's row of that vehicle and date).
  const trip = useTrips({ car_id: carId, date_from: date, date_to: date }, archived, !!car.data);
  const { user } = useSession();
  const seesRemoved = !archived && canUseArchive(user?.role) && carId !== undefined;
  const rows = rowsOf(lines.data);
  const last = lines.data?.pages.at(-1);
  const { onDelete, dialog } = useDeleteLine();
  // Goods (product ids) chosen for Chuyển xe; those no longer shown drop out.
  const [chosen, setChosen] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);
  const shownIds = new Set(rows.map((line) => line.product.id));
  const selected = chosen.filter((id) => shownIds.has(id));
  const onSelect = (line: TransportLine, on: boolean) =>
    setChosen((ids) =>
      on ? [...ids, line.product.id] : ids.filter((id) => id !== line.product.id),
    );

  const search = () => {
    if (carId === undefined) {
      toast.error(t.missingCar);
      return;
    }
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('datefrom', draft.date);
      if (draft.customerId === undefined) next.delete('customer_id');
      else next.set('customer_id', String(draft.customerId));
      return next;
    });
  };
  const canPrint = carId !== undefined && customerId !== undefined;
  const print = () => {
    if (!canPrint) toast.error(t.missingCarOrCustomer);
    else if (!last || last.total === 0) toast.error(t.nothingToPrint);
    else openInNewWindow(goodsPrintUrl({ car_id: carId, datefrom: date, customer_id: customerId }));
  };

  return (
    <PhoneScreen>
      <GoodsCarHeader
        car={car.data}
        loadedWeight={trip.data?.pages[0]?.rows[0]?.total_weight ?? 0}
        deleted={archived}
      />
      {archived && (
        <Alert type="warning" showIcon title={t.archiveMode} style={{ marginBottom: 16 }} />
      )}
      <CarLookupAlert carId={carId} query={car} />
      <CarDayFilterBar draft={draft} onChange={setDraft} onSearch={search} dateFormat="DD-MM-YYYY">
        <Tooltip title={canPrint ? undefined : t.missingCarOrCustomer}>
          <Button icon={<PrinterOutlined />} disabled={!canPrint} onClick={print}>
            {t.printAll}
          </Button>
        </Tooltip>
        {!archived && selected.length > 0 && (
          <Button icon={<SwapOutlined />} onClick={() => setMoving(true)}>
            {t.move(selected.length)}
          </Button>
        )}
      </CarDayFilterBar>
      {car.isLoading && <Spin style={{ display: 'block', margin: 32 }} />}
      {car.data && (
        <>
          {lines.isError && !lines.data && <QueryErrorAlert query={lines} />}
          {last && <GoodsTotals totals={last.totals} />}
          {lines.isError && !lines.data ? null : lines.isPending ? (
            <Spin style={{ display: 'block', margin: 32 }} />
          ) : rows.length === 0 ? (
            <Empty description={t.goodsEmpty} />
          ) : (
            <Row gutter={[16, 16]}>
              {rows.map((line) => (
                <Col key={line.id} xs={24} sm={12} lg={6}>
                  <GoodsLineCard
                    line={line}
                    archived={archived}
                    onDelete={onDelete}
                    selected={selected.includes(line.product.id)}
                    onSelect={onSelect}
                  />
                </Col>
              ))}
            </Row>
          )}
          <LoadMoreButton
            query={lines}
            loaded={rows.length}
            label={t.loadMore(rows.length, last?.total ?? 0)}
            failed={t.loadMoreFailed}
          />
          {seesRemoved && (
            <RemovedLines filters={{ car_id: carId, date, customer_id: customerId }} />
          )}
        </>
      )}
      {dialog}
      {moving && (
        <MoveDialog
          open
          products={selected}
          date={date}
          onClose={(moved) => {
            setMoving(false);
            if (moved) setChosen([]);
          }}
        />
      )}
    </PhoneScreen>
  );
}
