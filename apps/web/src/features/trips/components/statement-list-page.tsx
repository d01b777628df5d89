import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import type { TripRow } from '@depot/shared/trips/trips-replies.schema';
import { canUseArchive } from '@depot/shared/trips/trips.rules';
import { formatDate } from '@depot/shared/text/format';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { dateParam, idParam, openInNewWindow } from '../../../lib/url-params';
import { useDepotToday } from '../../../lib/depot-zone';
import { useTrips } from '../api/get-trips';
import { useRestoreTrips } from '../api/restore-trips';
import { StatementFilters, type ListFilters } from './statement-filters';
import { carPageUrl } from './statement-links';
import { TripList } from './trip-list';
import { useDeleteStatement } from './use-delete-statement';

const t = vi.statements;

/** The searched filters live in the URL, so a reload shows the same cards; both dates today. */
function useSearchedFilters(): [ListFilters, (next: ListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const today = useDepotToday();
  const filters: ListFilters = {
    date_from: dateParam(params.get('date_from')) ?? today,
    date_to: dateParam(params.get('date_to')) ?? today,
    customer_id: idParam(params.get('customer_id')),
  };
  const search = (next: ListFilters) => {
    const query = new URLSearchParams({ date_from: next.date_from, date_to: next.date_to });
    if (next.customer_id !== undefined) query.set('customer_id', String(next.customer_id));
    setParams(query);
  };
  return [filters, search];
}

/**
 * /bang-ke-hang-theo-xe (spec 2 §2.1): statements by vehicle and date; the superadmin also sees
 * the deleted lists in their own tab and can restore one.
 */
export function StatementListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useSession();
  const archiveAllowed = canUseArchive(user?.role);
  const [filters, search] = useSearchedFilters();
  const live = useTrips(filters, false);
  const archive = useTrips(filters, true, archiveAllowed);
  const restore = useRestoreTrips();

  const { onDelete, dialog } = useDeleteStatement();
  const [restoringId, setRestoringId] = useState<number>();
  const open = (archived: boolean) => (trip: TripRow) =>
    openInNewWindow(
      carPageUrl({
        car_id: trip.car.id,
        datetime: trip.datetime_from,
        customer_id: filters.customer_id,
        archived,
      }),
    );
  const deleteTrip = (trip: TripRow) =>
    onDelete(
      { car_id: trip.car.id, date: trip.datetime_from, customer_id: filters.customer_id },
      (lines) => t.deleteListQuestion(trip.car.number_car, formatDate(trip.datetime_from), lines),
    );

  const onRestore = (trip: TripRow) => {
    setRestoringId(trip.id);
    restore
      .mutateAsync({
        car_id: trip.car.id,
        datetime_from: trip.datetime_from,
        customer_id: filters.customer_id,
      })
      // A 409 names the goods loaded on another vehicle since: the message says which.
      .then(toast.success, (error: unknown) => toast.error(errorMessage(error)))
      .finally(() => setRestoringId(undefined));
  };

  const liveList = (
    <TripList query={live} archived={false} onOpen={open(false)} onDelete={deleteTrip} />
  );
  const archiveTotal = archive.data?.pages.at(-1)?.total ?? 0;

  return (
    <>
      <PageHeader
        title={t.listTitle}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/products/create')}
          >
            {t.addGoods}
          </Button>
        }
      />
      <StatementFilters key={JSON.stringify(filters)} value={filters} onSearch={search} />
      {archiveAllowed ? (
        <Tabs
          items={[
            { key: 'live', label: t.liveTab, children: liveList },
            {
              key: 'archive',
              label: t.archiveTab(archiveTotal),
              children: (
                <TripList
                  query={archive}
                  archived
                  onOpen={open(true)}
                  onRestore={onRestore}
                  restoringId={restoringId}
                />
              ),
            },
          ]}
        />
      ) : (
        liveList
      )}
      {dialog}
    </>
  );
}
