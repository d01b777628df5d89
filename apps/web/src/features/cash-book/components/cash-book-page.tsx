import { Button, Flex, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { CASH_BOOK_ROWS_PAGE } from '@depot/shared/cash-book/cash-book.schema';
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
import { useCashDrawer } from '../api/cash-drawer';
import { PayoutDialog } from '../../../domain/payout-dialog/payout-dialog';
import { PayoutsTable } from './payouts-table';
import { CashBalanceStrip } from './cash-balance-strip';
import { CashCountDialog } from './cash-count-dialog';
import { CashFlowTable } from './cash-flow-table';
import { CashOpeningDialog } from './cash-opening-dialog';
import { CashBookFilterBar } from './cash-book-filters';
import { cashBookColumns } from './cash-book-columns';
import { CashBookTotals } from './cash-book-totals';
import { useCashBookFilters } from './use-cash-book-filters';
import { VoidPaymentDialog } from './void-payment-dialog';

const t = vi.cashBook;

/**
 * /so-quy (docs/payments.md "Sổ quỹ (cash book)"): the drawer's cash over a day (today by default)
 * or a range, opening to closing, with the cash count and the opening balance; below it the
 * payments received (by receiver, method and customer, with their totals per method and person),
 * the payouts (`Lập phiếu chi` records one), and every cash receipt and payout in time order with
 * the balance after each. Voided ones show struck through; admins void with a reason.
 */
export function CashBookPage() {
  const { user } = useSession();
  const isAdmin = canManageAccounts(user?.role);
  const { filters, change, setPage } = useCashBookFilters();
  const query = useCashBook({ ...filters, limit: CASH_BOOK_PAGE_SIZE });
  const [voiding, setVoiding] = useState<PaymentRow>();
  const range = { date_from: filters.date_from!, date_to: filters.date_to! };
  // The rows of Thu chi tiền mặt come a page at a time; a new range starts at its first page.
  const [flowPage, setFlowPage] = useState({ range: '', paged: 1 });
  const rangeKey = `${range.date_from}/${range.date_to}`;
  const paged = flowPage.range === rangeKey ? flowPage.paged : 1;
  const drawer = useCashDrawer({ ...range, paged, limit: CASH_BOOK_ROWS_PAGE });
  const [dialog, setDialog] = useState<'payout' | 'count' | 'opening'>();
  const closeDialog = () => setDialog(undefined);
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
            <RefreshButton
              loading={query.isFetching || drawer.isFetching}
              onClick={() => {
                void query.refetch();
                void drawer.refetch();
              }}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('payout')}>
              {t.newPayout}
            </Button>
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
      <CashBalanceStrip
        drawer={drawer.data}
        isAdmin={isAdmin}
        onCount={() => setDialog('count')}
        onOpening={() => setDialog('opening')}
      />
      <Tabs
        items={[
          {
            key: 'payments',
            label: t.tabs.payments,
            children: (
              <>
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
              </>
            ),
          },
          {
            key: 'payouts',
            label: t.tabs.payouts,
            children: (
              <PayoutsTable dateFrom={range.date_from} dateTo={range.date_to} isAdmin={isAdmin} />
            ),
          },
          {
            key: 'flow',
            label: t.tabs.flow,
            children: (
              <CashFlowTable
                drawer={drawer.data}
                loading={drawer.isFetching}
                onPage={(next) => setFlowPage({ range: rangeKey, paged: next })}
              />
            ),
          },
        ]}
      />
      <VoidPaymentDialog payment={voiding} onClose={() => setVoiding(undefined)} />
      <PayoutDialog open={dialog === 'payout'} onClose={closeDialog} />
      <CashCountDialog
        date={dialog === 'count' ? range.date_to : undefined}
        book={drawer.data?.closing ?? 0}
        onClose={closeDialog}
      />
      <CashOpeningDialog
        open={dialog === 'opening'}
        current={drawer.data?.openings.find((o) => o.branch_id === drawer.data?.branch_id)}
        defaultDate={range.date_from}
        onClose={closeDialog}
      />
    </>
  );
}
