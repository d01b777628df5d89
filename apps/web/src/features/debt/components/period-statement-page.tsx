import { periodStatementQuerySchema } from '@depot/shared/debt/debt.schema';
import { formatDate, formatMoney, toIsoDate } from '@depot/shared/text/format';
import { exportsApi } from '@depot/shared/exports/exports.contract';
import { useMemo } from 'react';
import { Alert, Button, DatePicker, Flex, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../domain/export-button';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { dayjs } from '../../../lib/dayjs';
import { PrintPage, PrintSheet } from '../../../components/print/print-page';
import { usePeriodStatement } from '../api/debt-api';
import { PeriodLinesTable } from './period-lines-table';
import { PeriodPaymentsTable } from './period-payments-table';

const t = vi.debt;
const DATE_FORMAT = 'DD-MM-YYYY';

/**
 * /cong-no/theo-ky?customer_id&date_from&date_to: a customer's statement of account for a
 * period (opening balance, goods, payments, what is still due or the credit at its end),
 * printable. The range is in the URL, so the page can be shared or reloaded.
 */
export function PeriodStatementPage() {
  const [params, setParams] = useSearchParams();
  const parsed = periodStatementQuerySchema.safeParse({
    customer_id: params.get('customer_id'),
    date_from: params.get('date_from') ?? '',
    date_to: params.get('date_to') ?? '',
  });
  const query = parsed.success ? parsed.data : undefined;
  const from = query?.date_from;
  const to = query?.date_to;
  const statement = usePeriodStatement(query);
  // Kept from one render to the next, so a refresh never drops a day being typed.
  const shownRange = useMemo(
    () => (from && to ? ([dayjs(from), dayjs(to)] as [Dayjs, Dayjs]) : undefined),
    [from, to],
  );
  const pages = statement.data?.pages;
  // Every page carries the period's figures; the lines are the pages' put together.
  const data = pages?.[0];
  const goods = pages?.flatMap((p) => p.goods) ?? [];
  const payments = pages?.flatMap((p) => p.payments) ?? [];
  const total = data ? data.goods_count + data.payments_count : 0;
  const shown = goods.length + payments.length;
  const loading = statement.isFetchingNextPage;

  /** Every page left, one after the other (each needs the cursor of the one before). */
  const loadAll = async () => {
    let more = statement.hasNextPage;
    while (more) {
      const result = await statement.fetchNextPage();
      if (result.isError) return;
      more = result.hasNextPage;
    }
  };

  const range = (
    <Flex gap="small" align="center" justify="center" wrap>
      <span>{t.range}</span>
      <DatePicker.RangePicker
        aria-label={t.range}
        format={DATE_FORMAT}
        allowClear={false}
        value={shownRange}
        onChange={(dates) => {
          if (!dates?.[0] || !dates[1]) return;
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('date_from', toIsoDate(dates[0]!.toDate()));
              next.set('date_to', toIsoDate(dates[1]!.toDate()));
              return next;
            },
            { replace: true },
          );
        }}
      />
    </Flex>
  );

  // A balance is what is owed or the credit, each ≥ 0: never a negative debt on paper.
  const figures: [string, number][] = data
    ? [
        data.opening_balance < 0
          ? [t.openingCredit, -data.opening_balance]
          : [t.opening, data.opening_balance],
        [t.goodsAmount, data.goods_amount],
        [t.collectedAmount, data.collected_amount],
        [t.closingDue, data.closing_due],
        [t.closingCredit, data.closing_credit],
      ]
    : [];

  const more = statement.hasNextPage && (
    <Flex gap="small" align="center" justify="center" wrap>
      <span>{t.shownLines(shown, total)}</span>
      <Button loading={loading} onClick={() => void statement.fetchNextPage()}>
        {t.moreLines}
      </Button>
      <Button loading={loading} onClick={() => void loadAll()}>
        {t.allLines}
      </Button>
    </Flex>
  );

  return (
    <PrintPage
      title={data ? t.periodDocument(data.customer.full_name) : t.periodTitle}
      backTo="/customers/debt"
      sizes={['A4', 'A5']}
      notice={
        <Flex vertical gap="small">
          {range}
          {more}
        </Flex>
      }
      // In the toolbar: on screen only, never on paper.
      actions={
        query && <ExportButton endpoint={exportsApi.debtStatement} query={query} disabled={!data} />
      }
    >
      {!parsed.success ? (
        <Alert type="warning" showIcon title={parsed.error.issues[0]!.message} />
      ) : statement.isPending ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : statement.isError ? (
        <Alert type="error" showIcon title={errorMessage(statement.error)} />
      ) : (
        data && (
          <PrintSheet label={t.periodTitle}>
            <h1 style={{ textAlign: 'center', fontSize: '1.3em', margin: '0 0 4px' }}>
              {t.periodTitle}
            </h1>
            <div style={{ textAlign: 'center', marginBottom: 8 }}>
              {t.rangeLine(formatDate(data.date_from), formatDate(data.date_to))}
            </div>
            <div style={{ marginBottom: 8 }}>
              {t.customerLine(data.customer.full_name, data.customer.phone)}
            </div>
            <table className="print-table" aria-label={t.period} style={{ marginBottom: 12 }}>
              <tbody>
                {figures.map(([label, value]) => (
                  <tr key={label}>
                    <th style={{ textAlign: 'left', width: '60%' }}>{label}</th>
                    <td className="num">{formatMoney(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h2 style={{ fontSize: '1.05em', margin: '8px 0 4px' }}>{t.periodGoods}</h2>
            <PeriodLinesTable lines={goods} missing={data.goods_count - goods.length} />
            <h2 style={{ fontSize: '1.05em', margin: '8px 0 4px' }}>{t.periodPayments}</h2>
            <PeriodPaymentsTable
              payments={payments}
              missing={data.payments_count - payments.length}
            />
          </PrintSheet>
        )
      )}
    </PrintPage>
  );
}
