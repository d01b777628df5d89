import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import { PAYOUTS_PAGE_SIZE, type Payout } from '@depot/shared/payouts/payouts.schema';
import { ResourceTable } from '../../../components/resource-table';
import { vi } from '../../../i18n/vi';
import { usePayouts } from '../api/get-payouts';
import { payoutsColumns } from './payouts-columns';
import { VoidPayoutDialog } from './void-payout-dialog';

const t = vi.payouts;

export type PayoutsTableProps = {
  /** The range of depot days paid, `YYYY-MM-DD`, both ends included. */
  dateFrom: string;
  dateTo: string;
  /** Admins void payouts (`Hủy phiếu`); staff only read them. */
  isAdmin: boolean;
};

/**
 * The payouts of a range, newest first (voided ones struck through with their reason), and
 * `Tổng chi`: the live money of every payout of the range, not just the page shown.
 */
export function PayoutsTable({ dateFrom, dateTo, isAdmin }: PayoutsTableProps) {
  const [paging, setPaging] = useState({ dateFrom, dateTo, paged: 1 });
  // Another range starts again at its first page.
  const sameRange = paging.dateFrom === dateFrom && paging.dateTo === dateTo;
  const paged = sameRange ? paging.paged : 1;
  const query = usePayouts({
    date_from: dateFrom,
    date_to: dateTo,
    paged,
    limit: PAYOUTS_PAGE_SIZE,
  });
  const [voiding, setVoiding] = useState<Payout>();
  const withDate = dateFrom !== dateTo;
  const columns = useMemo(
    () => payoutsColumns({ withDate, onVoid: isAdmin ? setVoiding : undefined }),
    [withDate, isAdmin],
  );

  return (
    <>
      <Typography.Paragraph strong>{t.total(query.data?.amount ?? 0)}</Typography.Paragraph>
      <ResourceTable<Payout>
        query={query}
        columns={columns}
        emptyText={t.empty}
        pagination={{
          current: paged,
          pageSize: PAYOUTS_PAGE_SIZE,
          hideOnSinglePage: true,
          showTotal: t.count,
          onChange: (page) => setPaging({ dateFrom, dateTo, paged: page }),
        }}
      />
      <VoidPayoutDialog payout={voiding} onClose={() => setVoiding(undefined)} />
    </>
  );
}
