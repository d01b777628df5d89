import { useState, type ReactNode } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ArrivalGoods, TripArrival } from '@depot/shared/trips/trip-arrival.schema';
import { isAdminRole } from '@depot/shared/users/users.rules';
import { useToast } from '../../../components/toast';
import { useConfirmDialog } from '../../../components/use-confirm-dialog';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAcceptExtra } from './trip-arrival-admin-api';
import { WriteOffDialog } from './trip-arrival-write-off-dialog';

const t = vi.statements.road;

/** A section of the arrival list, as the page's tabs name them. */
export type ArrivalSection = 'expected' | 'arrived' | 'missing' | 'extra';

/** What a row shows in the `Xử lý` column (null: nothing). */
export type RowAction = (row: ArrivalGoods) => ReactNode;

/** A written-off parcel: the mark and the admin's reason, shown to everyone. */
function WrittenOff({ row }: { row: ArrivalGoods }) {
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag>{t.writtenOff}</Tag>
      {row.write_off_reason && (
        <Typography.Text type="secondary">{row.write_off_reason}</Typography.Text>
      )}
    </Flex>
  );
}

/**
 * What an admin decides about an arrival (docs/domain.md, "Branches"): once the arrival is
 * confirmed, a missing parcel is written off with a reason (`Báo mất`); a parcel that came
 * though not on the list is accepted at this branch (`Nhận vào chi nhánh`). Only admins see the
 * buttons (the server checks the role too); everyone sees what was decided. The missing section
 * keeps the written-off parcels after the ones still looked for, marked. Render `dialogs`.
 */
export function useArrivalAdmin(arrival: TripArrival | undefined) {
  const { user } = useSession();
  const admin = isAdminRole(user?.role);
  const toast = useToast();
  const accept = useAcceptExtra();
  const { ask, dialog } = useConfirmDialog();
  const [writingOff, setWritingOff] = useState<ArrivalGoods>();
  const trip = arrival?.trip;
  const confirmed = Boolean(trip?.arrival_confirmed_at);

  const askAccept = (row: ArrivalGoods) => {
    if (!trip) return;
    ask({
      title: t.acceptTitle,
      content: t.acceptQuestion(row.code, trip.number_car),
      okText: t.acceptOk,
      cancelText: t.cancel,
      onConfirm: () =>
        accept.mutateAsync({ tripId: trip.id, productId: row.id }).then(
          () => toast.success(t.acceptDone(row.code)),
          (error: unknown) => toast.error(errorMessage(error)),
        ),
    });
  };

  const writtenOff: RowAction = (row) => (row.written_off_at ? <WrittenOff row={row} /> : null);

  const missing: RowAction = (row) => {
    if (row.written_off_at) return <WrittenOff row={row} />;
    if (!admin || !confirmed) return null;
    return (
      <Button danger size="small" onClick={() => setWritingOff(row)}>
        {t.writeOff}
      </Button>
    );
  };

  const extra: RowAction = (row) => {
    if (row.accepted_at) return <Tag color="green">{t.accepted}</Tag>;
    if (!admin) return null;
    return (
      <Button size="small" onClick={() => askAccept(row)}>
        {t.acceptExtra}
      </Button>
    );
  };

  const actions: Record<ArrivalSection, RowAction | undefined> = {
    expected: writtenOff,
    arrived: undefined,
    missing,
    extra,
  };

  /** The rows of a section: the missing one also lists the parcels written off, last. */
  const rowsOf = (section: ArrivalSection): ArrivalGoods[] =>
    !arrival
      ? []
      : section === 'missing'
        ? [...arrival.missing, ...(arrival.written_off ?? [])]
        : arrival[section];

  const dialogs = (
    <>
      {dialog}
      {trip && (
        <WriteOffDialog
          tripId={trip.id}
          parcel={writingOff}
          onClose={() => setWritingOff(undefined)}
        />
      )}
    </>
  );

  return { actions, rowsOf, dialogs };
}
