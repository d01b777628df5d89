import { Button, Input, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { canManageAccounts } from '@depot/shared/users/users.schema';
import { useSearchParams } from 'react-router';
import { COD_SENDERS_PAGE, type CodSenderRow } from '@depot/shared/cod/cod.schema';
import { formatMoney, formatNumber } from '@depot/shared/text/format';
import { FigureCards } from '../../../components/figure-cards';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import { useCodSenders } from '../api/get-cod';
import { useSession } from '../../../lib/session';
import { CodPayoutDialog, type CodSender } from './cod-payout-dialog';
import { CodSenderLines } from './cod-sender-lines';

const t = vi.cod;

const money = (pick: (r: CodSenderRow) => number) => (_: unknown, r: CodSenderRow) =>
  formatMoney(pick(r));

const columns = (actions?: (r: CodSenderRow) => ReactNode): TableColumnsType<CodSenderRow> => [
  { key: 'sender', title: t.columns.sender, render: (_, r) => r.sender.full_name },
  { key: 'phone', title: t.columns.phone, render: (_, r) => r.sender.phone },
  { key: 'lines', title: t.columns.lines, align: 'right', render: (_, r) => formatNumber(r.lines) },
  { key: 'cod', title: t.columns.codAmount, align: 'right', render: money((r) => r.cod_amount) },
  {
    key: 'not-collected',
    title: t.columns.notCollected,
    align: 'right',
    render: money((r) => r.not_collected),
  },
  {
    key: 'collected-unpaid',
    title: t.columns.collectedUnpaid,
    align: 'right',
    render: (_, r) => <strong>{formatMoney(r.collected_unpaid)}</strong>,
  },
  { key: 'paid-out', title: t.columns.paidOut, align: 'right', render: money((r) => r.paid_out) },
  ...(actions
    ? [{ key: 'actions', title: t.actions, render: (_: unknown, r: CodSenderRow) => actions(r) }]
    : []),
];

/**
 * /doi-soat-thu-ho (docs/payments.md, "Owed to senders"): per sender, the thu hộ not collected
 * yet, collected and not paid out (what the depot owes them, most first) and paid out, with
 * the lines behind each row; the search and the page in the URL.
 */
export function CodSendersPage() {
  const { user } = useSession();
  const isAdmin = canManageAccounts(user?.role);
  const [paying, setPaying] = useState<CodSender | null>(null);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const paged = Number(params.get('paged')) || 1;
  const query = useCodSenders({ q, paged, limit: COD_SENDERS_PAGE });
  const data = query.data;
  const cards = [
    { key: 'not-collected', title: t.cards.notCollected, value: data?.sums.not_collected },
    { key: 'collected-unpaid', title: t.cards.collectedUnpaid, value: data?.sums.collected_unpaid },
    { key: 'paid-out', title: t.cards.paidOut, value: data?.sums.paid_out },
  ].map((card) => ({
    ...card,
    value: card.value === undefined ? undefined : formatMoney(card.value),
  }));
  return (
    <>
      <PageHeader title={t.title} />
      <Input.Search
        aria-label={t.search}
        placeholder={t.search}
        defaultValue={q}
        allowClear
        style={{ maxWidth: 420, marginBottom: 16 }}
        onSearch={(text) => setParams(text.trim() ? { q: text.trim() } : {}, { replace: true })}
      />
      <QueryErrorAlert query={query} />
      <FigureCards cards={cards} />
      <Table<CodSenderRow>
        aria-label={t.title}
        rowKey={(r) => r.sender.id}
        size="small"
        loading={query.isPending}
        columns={columns(
          isAdmin
            ? (r) => (
                <Button
                  size="small"
                  type="primary"
                  disabled={r.collected_unpaid === 0}
                  aria-label={t.payOutOf(r.sender.full_name)}
                  onClick={() => setPaying(r.sender)}
                >
                  {t.payOut}
                </Button>
              )
            : undefined,
        )}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: t.empty }}
        expandable={{
          expandedRowRender: (r) => (
            <CodSenderLines senderId={r.sender.id} name={r.sender.full_name} />
          ),
        }}
        pagination={
          data && {
            current: data.paginate.paged,
            pageSize: data.paginate.limit,
            total: data.total,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: t.senders,
            onChange: (next) =>
              setParams({ ...(q ? { q } : {}), paged: String(next) }, { replace: true }),
          }
        }
        scroll={{ x: 'max-content' }}
      />
      <CodPayoutDialog sender={paying} onClose={() => setPaying(null)} />
    </>
  );
}
