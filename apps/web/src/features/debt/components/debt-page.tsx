import { DEBT_PAGE_SIZE, type DebtRow } from '@depot/shared/debt/debt.schema';
import { formatMoney, formatNumber } from '@depot/shared/text/format';
import { exportsApi } from '@depot/shared/exports/exports.contract';
import { Button, Card, Flex, Input, Statistic, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button';
import {
  PaymentDialog,
  type PaymentCustomer,
} from '../../../components/payment-dialog/payment-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { PhoneScreen } from '../../../components/phone/phone-screen';
import { useIsPhone } from '../../../components/phone/use-is-phone';
import { vi } from '../../../i18n/vi';
import { useCanSee } from '../../../lib/depot-zone';
import { useDebts } from '../api/debt-api';
import { CustomerDebtDrawer, type DebtDrawerCustomer } from './customer-debt-drawer';
import { DebtCards } from './debt-cards';

const t = vi.debt;
/** Typing pauses this long before the list searches (as the other list filters do). */
const SEARCH_DELAY_MS = 400;

/**
 * /customers/debt (DESIGN.md decision 6): customers who owe, largest first, the sum of every
 * debt; a customer opens a drawer with its unpaid statements and goods not yet loaded.
 * `?customer_id=` (the dashboard's largest debts link here) opens that customer's drawer.
 */
export function DebtPage() {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [paged, setPaged] = useState(1);
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('customer_id'));
  const [chosen, setChosen] = useState<DebtRow | undefined>();
  const open: DebtDrawerCustomer | undefined =
    chosen ?? (Number.isInteger(linked) && linked > 0 ? { id: linked } : undefined);
  const closeDrawer = () => {
    setChosen(undefined);
    if (params.has('customer_id')) {
      params.delete('customer_id');
      setParams(params, { replace: true });
    }
  };
  const [collecting, setCollecting] = useState<PaymentCustomer | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setName(typed.trim());
      setPaged(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const debts = useDebts({ paged, limit: DEBT_PAGE_SIZE, full_name: name || undefined });
  const data = debts.data;
  const showTotal = useCanSee('debt_total');
  // A phone gets cards: the table's seven columns scroll sideways at 390 px (issue 24).
  const phone = useIsPhone();

  return (
    <PhoneScreen>
      <PageHeader title={t.title} />
      <Flex gap="middle" wrap style={{ marginBottom: 16 }}>
        {/* The depot's total debt: hidden from staff when the owner says so (settings). */}
        {showTotal && data?.totals.outstanding_debt !== null && (
          <Card size="small">
            <Statistic
              title={t.totalDebt}
              value={data ? formatMoney(data.totals.outstanding_debt) : '…'}
              aria-label={t.totalDebt}
            />
          </Card>
        )}
        <Card size="small">
          <Statistic title={t.debtors} value={data ? formatNumber(data.totals.customers) : '…'} />
        </Card>
      </Flex>
      <Flex gap="small" wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t.searchName}
          aria-label={t.searchName}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => {
            setTyped(value);
            setName(value.trim());
            setPaged(1);
          }}
          style={{ maxWidth: 360 }}
        />
        {/* Every customer the search finds, not only this page. */}
        <ExportButton
          endpoint={exportsApi.debt}
          query={{ full_name: name || undefined }}
          disabled={!data?.total}
        />
      </Flex>
      <QueryErrorAlert query={debts} />
      {phone ? (
        <DebtCards
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
          locale={{ emptyText: t.empty }}
          scroll={{ x: 900 }}
          pagination={{
            current: paged,
            pageSize: DEBT_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: t.total,
            onChange: setPaged,
          }}
          columns={[
            {
              title: t.columns.name,
              dataIndex: 'full_name',
              render: (value: string, row) => (
                <Button
                  type="link"
                  style={{ padding: 0 }}
                  onClick={() => setChosen(row)}
                  aria-label={t.open(value)}
                >
                  {value}
                </Button>
              ),
            },
            { title: t.columns.phone, dataIndex: 'phone', width: 140 },
            money(t.columns.debt, 'debt'),
            money(t.columns.unpaid, 'unpaid_amount'),
            {
              ...money(t.columns.outstanding, 'outstanding_debt'),
              render: (v: number) => <strong>{formatMoney(v)}</strong>,
            },
            {
              title: t.columns.statements,
              dataIndex: 'unpaid_statements',
              align: 'right',
              width: 130,
            },
            {
              key: 'collect',
              width: 110,
              render: (_, row) => (
                <Button
                  size="small"
                  onClick={() => setCollecting(row)}
                  aria-label={vi.payments.collectFrom(row.full_name)}
                >
                  {vi.payments.collect}
                </Button>
              ),
            },
          ]}
        />
      )}
      <CustomerDebtDrawer row={open} onClose={closeDrawer} />
      <PaymentDialog customer={collecting} onClose={() => setCollecting(null)} />
    </PhoneScreen>
  );
}

function money(title: string, dataIndex: 'debt' | 'unpaid_amount' | 'outstanding_debt') {
  return {
    title,
    dataIndex,
    align: 'right' as const,
    width: 150,
    render: (value: number) => formatMoney(value),
  };
}
