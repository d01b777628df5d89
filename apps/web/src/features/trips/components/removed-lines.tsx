import { useState } from 'react';
import { Button, Collapse, Table, type TableColumnsType } from 'antd';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatMoney, formatWeight } from '@depot/shared/text/format';
import type { TransportLine } from '@depot/shared/trips/trips-replies.schema';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { rowsOf } from '../../../lib/load-more';
import { useRemovedLines } from '../api/get-removed-lines';
import { useRestoreLine } from '../api/restore-line';
import type { CarDayFilters } from '../api/statement-keys';

const t = vi.statements;

type RemovedLinesProps = { filters: Omit<CarDayFilters, 'archived'> };

/**
 * The lines removed one by one from this live list (docs/decisions/0012-archive-and-close-statements.md): the archive tab
 * lists whole deleted lists only, so these are seen and put back here, by the superadmin.
 * Nothing is shown while there are none.
 */
export function RemovedLines({ filters }: RemovedLinesProps) {
  const toast = useToast();
  const query = useRemovedLines(filters);
  const restore = useRestoreLine();
  const [restoring, setRestoring] = useState<number>();
  const rows = rowsOf(query.data);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  if (total === 0) return null;

  const onRestore = (line: TransportLine) => {
    setRestoring(line.id);
    restore
      .mutateAsync(line.id)
      // A 409 names the goods loaded on another vehicle since: the message says which.
      .then(toast.success, (error: unknown) => toast.error(errorMessage(error)))
      .finally(() => setRestoring(undefined));
  };
  const columns: TableColumnsType<TransportLine> = [
    { key: 'code', title: t.code, render: (_, line) => line.product.code },
    { key: 'name', title: t.goodsName, render: (_, line) => line.product.name },
    { key: 'customer', title: t.customer, render: (_, line) => line.customer.full_name },
    {
      key: 'weight',
      title: t.weight,
      align: 'right',
      render: (_, line) => formatWeight(line.product.total_weight),
    },
    {
      key: 'amount',
      title: t.amount,
      align: 'right',
      render: (_, line) => formatMoney(line.amount),
    },
    {
      key: 'removed',
      title: t.archivedAt,
      render: (_, line) => (line.removed_at ? formatDepotDateTime(line.removed_at) : '—'),
    },
    {
      key: 'restore',
      title: '',
      render: (_, line) => (
        <Button
          type="link"
          aria-label={t.restoreLine(line.product.name)}
          loading={restoring === line.id}
          onClick={() => onRestore(line)}
        >
          {t.restore}
        </Button>
      ),
    },
  ];

  return (
    <Collapse
      style={{ marginTop: 16 }}
      items={[
        {
          key: 'removed',
          label: t.removedLines(total),
          children: (
            <>
              <Table
                rowKey="id"
                size="small"
                columns={columns}
                dataSource={rows}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
              <LoadMoreButton
                query={query}
                loaded={rows.length}
                label={t.loadMore(rows.length, total)}
                failed={t.loadMoreFailed}
              />
            </>
          ),
        },
      ]}
    />
  );
}
