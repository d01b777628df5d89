import { Button, Flex, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import {
  REMITTANCE_STATE_LABELS,
  type RemittanceState,
} from '@depot/shared/remittances/remittances.rules';
import type { Remittance } from '@depot/shared/remittances/remittances.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.remittances;

const STATE_COLORS: Record<RemittanceState, string> = {
  pending: 'orange',
  confirmed: 'green',
  voided: 'default',
};

export type RemittanceActions = {
  /** Whether the branch acted for may confirm this one (it is the receiving branch, or all). */
  canConfirm: (r: Remittance) => boolean;
  isAdmin: boolean;
  zone: string;
  onConfirm: (r: Remittance) => void;
  onVoid: (r: Remittance) => void;
};

function StateCell({ r, zone }: { r: Remittance; zone: string }) {
  const by = r.state === 'confirmed' ? r.confirmed_by : r.state === 'voided' ? r.voided_by : null;
  const at = r.state === 'confirmed' ? r.confirmed_at : r.voided_at;
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={STATE_COLORS[r.state]}>{REMITTANCE_STATE_LABELS[r.state]}</Tag>
      {by && at && (
        <Typography.Text type="secondary">
          {t.confirmedBy(by.fullname, formatDepotDateTime(at, zone))}
        </Typography.Text>
      )}
      {r.void_reason && <Typography.Text type="secondary">{r.void_reason}</Typography.Text>}
    </Flex>
  );
}

/** The list's columns: what was sent, from where to where, and what became of it. */
export function remittanceColumns(a: RemittanceActions): TableColumnsType<Remittance> {
  const c = t.columns;
  return [
    { key: 'number', title: c.number, dataIndex: 'number' },
    {
      key: 'sent_at',
      title: c.sentAt,
      render: (_, r) => formatDepotDateTime(r.sent_at, a.zone),
    },
    { key: 'from', title: c.from, render: (_, r) => r.from_branch.name },
    { key: 'to', title: c.to, render: (_, r) => r.to_branch.name },
    {
      key: 'amount',
      title: c.amount,
      align: 'right',
      render: (_, r) =>
        r.state === 'voided' ? <del>{formatMoney(r.amount)}</del> : formatMoney(r.amount),
    },
    { key: 'method', title: c.method, render: (_, r) => PAYMENT_METHOD_LABELS[r.method] },
    { key: 'sent_by', title: c.sentBy, render: (_, r) => r.sent_by?.fullname ?? '' },
    { key: 'state', title: c.state, render: (_, r) => <StateCell r={r} zone={a.zone} /> },
    { key: 'note', title: c.note, render: (_, r) => r.note ?? '' },
    {
      key: 'actions',
      title: c.actions,
      render: (_, r) =>
        r.state === 'pending' && (
          <Space>
            {a.canConfirm(r) && (
              <Button size="small" type="primary" onClick={() => a.onConfirm(r)}>
                {t.confirm}
              </Button>
            )}
            {a.isAdmin && (
              <Button size="small" danger onClick={() => a.onVoid(r)}>
                {t.voidAction}
              </Button>
            )}
          </Space>
        ),
    },
  ];
}
