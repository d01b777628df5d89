import { Flex, Table, Tag, type TableColumnsType } from 'antd';
import { exportsApi } from '@depot/shared/exports/exports.contract';
import { COD_LINE_STATE_LABELS } from '@depot/shared/cod/cod.rules';
import type { CodLine } from '@depot/shared/cod/cod.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { ExportButton } from '../../../domain/export-button';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import { useCodSenderLines } from '../api/get-cod';

const t = vi.cod;

const STATE_COLORS: Record<CodLine['state'], string> = {
  not_collected: 'default',
  partial: 'orange',
  collected: 'blue',
  paid_out: 'green',
};

const columns: TableColumnsType<CodLine> = [
  { key: 'code', title: t.columns.code, dataIndex: 'code' },
  { key: 'name', title: t.columns.name, dataIndex: 'name' },
  { key: 'date', title: t.columns.date, render: (_, l) => formatDate(l.datetime) },
  { key: 'receiver', title: t.columns.receiver, render: (_, l) => l.receiver.full_name },
  {
    key: 'cod',
    title: t.columns.codAmount,
    align: 'right',
    render: (_, l) => formatMoney(l.cod_amount),
  },
  {
    key: 'collected',
    title: t.columns.collected,
    align: 'right',
    render: (_, l) => formatMoney(l.cod_collected),
  },
  { key: 'due', title: t.columns.due, align: 'right', render: (_, l) => formatMoney(l.cod_due) },
  {
    key: 'paid-out',
    title: t.columns.paidOut,
    align: 'right',
    render: (_, l) => formatMoney(l.paid_out),
  },
  {
    key: 'state',
    title: t.columns.state,
    render: (_, l) => <Tag color={STATE_COLORS[l.state]}>{COD_LINE_STATE_LABELS[l.state]}</Tag>,
  },
];

/** A sender's lines with thu hộ, under their row of Đối soát thu hộ. */
export function CodSenderLines({ senderId, name }: { senderId: number; name: string }) {
  const query = useCodSenderLines(senderId);
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <ExportButton endpoint={exportsApi.codSender} query={{ sender_id: senderId }} />
      </Flex>
      <QueryErrorAlert query={query} />
      <Table<CodLine>
        aria-label={t.linesOf(name)}
        rowKey="id"
        size="small"
        loading={query.isPending}
        columns={columns}
        dataSource={query.data?.lines ?? []}
        locale={{ emptyText: t.noLines }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
