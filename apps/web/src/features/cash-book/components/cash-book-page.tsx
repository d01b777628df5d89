import { Flex } from 'antd';
import { useMemo, useState } from 'react';
import { CASH_BOOK_PAGE_SIZE, type PaymentRow } from '@depot/shared/payments/payments.schema';
import { canManageAccounts } from '@depot/shared/users/users.schema';
import { exportsApi } from '@depot/shared/exports/exports.contract';
import { ExportButton } from '../../../domain/export-button';
import { PageHeader } from '../../../components/page-header';
import { RefreshButton } from '../../../components/refresh-button';
import { ResourceTable } from '../../../components/resource-table';
import { vi } from '../../../i18n/vi';
import { useSession } from '../../../lib/session';
import { useCashBook } from '../api/get-cash-book';
import { CashBookFilterBar } from './cash-book-filters';
import { cashBookColumns } from './cash-book-columns';
import { CashBookTotals } from './cash-book-totals';
import { useCashBookFilters } from './use-cash-book-filters';
import { VoidPaymentDialog } from './void-payment-dialog';

const t = vi.cashBook;

/**
 * /so-quy (docs/decisions/0001-payments-are-records.md): the payments received on a day (today by default) or a range, by receiver,
 * method and customer, with their totals per method and per person so each clerk's drawer can be
 * counted at closing. Voided payments show struck through; admins void one with a reason.
 */
export function CashBookPage() {
  const { user } = useSession();
  const isAdmin = canManageAccounts(user?.role);
  const { filters, change, setPage } = useCashBookFilters();
  const query = useCashBook({ ...filters, limit: CASH_BOOK_PAGE_SIZE });
  const [voiding, setVoiding] = useState<PaymentRow>();
  // Every payment the filters match, not only this page.
  const { paged: _paged, limit: _limit, ...exported } = filters;
  const columns = useMemo(
    () =>
      cashBookColumns({
        withDate: filters.date_from !== filters.date_to,
        onVoid: isAdmin ? setVoiding : undefined,
      }),
    [filters.date_from, filters.date_to, isAdmin],
  );

  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <Flex gap="small" wrap>
            <RefreshButton loading={query.isFetching} onClick={() => void query.refetch()} />
            <ExportButton
              endpoint={exportsApi.cashBook}
              query={exported}
              disabled={!query.data?.total}
            />
          </Flex>
        }
      />
      <CashBookFilterBar
        value={filters}
        onChange={change}
        actor={{ id: user?.id ?? 0, fullname: user?.fullname ?? '' }}
        isAdmin={isAdmin}
      />
      <CashBookTotals totals={query.data?.totals} />
      <ResourceTable<PaymentRow>
        query={query}
        columns={columns}
        emptyText={t.empty}
        pagination={{
          current: filters.paged,
          pageSize: CASH_BOOK_PAGE_SIZE,
          hideOnSinglePage: true,
          showTotal: t.total,
          onChange: (page) => setPage(page),
        }}
      />
      <VoidPaymentDialog payment={voiding} onClose={() => setVoiding(undefined)} />
    </>
  );
}
