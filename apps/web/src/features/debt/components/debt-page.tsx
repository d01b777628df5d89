import { DEBT_PAGE_SIZE, type DebtRow } from '@depot/shared/debt/debt.schema';
import { formatMoney, formatNumber } from '@depot/shared/text/format';
import { exportsApi } from '@depot/shared/exports/exports.contract';
import { Card, Flex, Input, Segmented, Statistic, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../domain/export-button';
import { PaymentDialog, type PaymentCustomer } from '../../../domain/payment-dialog/payment-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { PhoneScreen } from '../../../components/phone/phone-screen';
import { useIsPhone } from '../../../components/phone/use-is-phone';
import { vi } from '../../../i18n/vi';
import { useCanSee } from '../../../lib/depot-zone';
import { useSearchBox } from '../../../lib/use-search-box';
import { useDebts } from '../api/debt-api';
import { CustomerDebtDrawer, type DebtDrawerCustomer } from './customer-debt-drawer';
import { DebtCards } from './debt-cards';
import { DEBT_TABLE_WIDTH, debtColumns } from './debt-columns';

const t = vi.debt;

/** `?has_credit=true`: the customers with credit, who owe nothing and so are not debtors. */
const CREDIT_PARAM = 'has_credit';

/**
 * /customers/debt (docs/domain.md): customers who owe, largest first, the sum of every
 * debt; a customer opens a drawer with its unpaid statements and goods not yet loaded.
 * `?customer_id=` (the dashboard's largest debts link here) opens that customer's drawer.
 * `?has_credit=true` lists the customers with credit instead, so their drawer is reachable too.
 */
export function DebtPage() {
  const { searched: name, paged, setPaged, inputProps } = useSearchBox();
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('customer_id'));
  const credit = params.get(CREDIT_PARAM) === 'true';
  const showCredit = (on: boolean) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set(CREDIT_PARAM, 'true');
        else next.delete(CREDIT_PARAM);
        return next;
      },
      { replace: true },
    );
    setPaged(1);
  };
  const [chosen, setChosen] = useState<DebtRow | undefined>();
  const open: DebtDrawerCustomer | undefined =
    chosen ?? (Number.isInteger(linked) && linked > 0 ? { id: linked } : undefined);
  const closeDrawer = () => {
    setChosen(undefined);
    if (params.has('customer_id')) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('customer_id');
          return next;
        },
        { replace: true },
      );
    }
  };
  const [collecting, setCollecting] = useState<PaymentCustomer | null>(null);
  const filters = { full_name: name || undefined, has_credit: credit || undefined };
  const debts = useDebts({ paged, limit: DEBT_PAGE_SIZE, ...filters });
  const data = debts.data;
  const showTotal = useCanSee('debt_total');
  // A phone gets cards: the table's eight columns would scroll sideways at 390 px.
  const phone = useIsPhone();
  const columns = useMemo(() => debtColumns({ onOpen: setChosen, onCollect: setCollecting }), []);

  return (
    <PhoneScreen>
      <PageHeader title={t.title} />
      <Flex gap="middle" wrap style={{ marginBottom: 16 }}>
        {/* The depot's total debt: hidden from staff when the owner says so (settings). */}
        {/* Customers with credit owe nothing: no total debt to show of them. */}
        {!credit && showTotal && data?.totals.outstanding_debt !== null && (
          <Card size="small">
            <Statistic
              title={t.totalDebt}
              value={data ? formatMoney(data.totals.outstanding_debt) : '…'}
              aria-label={t.totalDebt}
            />
          </Card>
        )}
        <Card size="small">
          <Statistic
            title={credit ? t.creditors : t.debtors}
            value={data ? formatNumber(data.totals.customers) : '…'}
          />
        </Card>
      </Flex>
      <Flex gap="small" wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap="small" wrap style={{ flex: '1 1 360px' }}>
          <Segmented
            aria-label={t.show}
            options={[
              { label: t.owing, value: 'owing' },
              { label: t.withCredit, value: 'credit' },
            ]}
            value={credit ? 'credit' : 'owing'}
            onChange={(value) => showCredit(value === 'credit')}
          />
          <Input.Search
            allowClear
            placeholder={t.searchName}
            aria-label={t.searchName}
            {...inputProps}
            style={{ maxWidth: 360 }}
          />
        </Flex>
        {/* Every customer the filters find, not only this page. */}
        <ExportButton endpoint={exportsApi.debt} query={filters} disabled={!data?.total} />
      </Flex>
      <QueryErrorAlert query={debts} />
      {phone ? (
        <DebtCards
          credit={credit}
          rows={data?.rows ?? []}
          loading={debts.isFetching}
          paged={paged}
          total={data?.total ?? 0}
          onPage={setPaged}
          onOpen={setChosen}
          onCollect={setCollecting}
        />
      ) : (
        <Table<DebtRow>
          rowKey="id"
          size="middle"
          loading={debts.isFetching}
          dataSource={data?.rows ?? []}
          locale={{ emptyText: credit ? t.emptyCredit : t.empty }}
          scroll={{ x: DEBT_TABLE_WIDTH }}
          pagination={{
            current: paged,
            pageSize: DEBT_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: credit ? t.totalCredit : t.total,
            onChange: setPaged,
          }}
          columns={columns}
        />
      )}
      <CustomerDebtDrawer row={open} onClose={closeDrawer} />
      <PaymentDialog customer={collecting} onClose={() => setCollecting(null)} />
    </PhoneScreen>
  );
}
