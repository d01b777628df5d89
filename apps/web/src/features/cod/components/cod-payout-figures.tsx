import { Descriptions } from 'antd';
import type { CodPayoutMoney } from '@depot/shared/payouts/cod-payout.rules';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.cod.payout;

/** The sum ticked, the depot's fee on it and what the sender receives, each named by its label. */
export function CodPayoutFigures({ money, feeRule }: { money: CodPayoutMoney; feeRule: string }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ margin: '12px 0' }}
      items={[
        { key: 'gross', label: t.gross, children: formatMoney(money.gross) },
        { key: 'fee', label: t.fee(feeRule), children: formatMoney(money.fee) },
        {
          key: 'net',
          label: t.net,
          children: <strong aria-label={t.net}>{formatMoney(money.net)}</strong>,
        },
      ]}
    />
  );
}
