import { Flex, Modal, Switch, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { paidStateText, type LineMoney } from '@depot/shared/payments/line-money.rules';
import type { LinePayment } from '@depot/shared/payments/payments.schema';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../i18n/vi';
import { errorMessage } from '../../lib/api-client';
import { useScannerSafe } from '../../components/scanner-safe';
import { useToast } from '../../components/toast';
import { linePayments } from './line-payments';

const t = vi.linePaid;

type Props = {
  productId: number;
  money: LineMoney;
  ariaLabel: string;
  pending: boolean;
  /** Sends `Đã thu` (true: pays what is still due) or `Chưa thu` (false). */
  onSet: (isPaid: boolean) => void;
  disabled?: boolean;
  size?: 'small' | 'default';
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
};

/**
 * The one-click paid toggle of a goods line, wherever it is shown (docs/domain.md, "Money on
 * screens"). On when nothing is due; a part-paid line is off and says what was collected and
 * what is left, and `Đã thu` pays the rest. `Chưa thu` on a line that has payments first names
 * them: they are records, voided whole. No button of the dialog takes the focus, so a
 * scanner's Enter never confirms it.
 */
export function LinePaidToggle(props: Props) {
  const { money, pending, onSet } = props;
  const toast = useToast();
  const [asking, setAsking] = useState<LinePayment[] | null>(null);
  const [reading, setReading] = useState(false);
  const safe = useScannerSafe();

  const askBeforeUnpaid = async () => {
    setReading(true);
    try {
      const payments = await linePayments(props.productId);
      if (payments.length === 0) onSet(false);
      else setAsking(payments);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setReading(false);
    }
  };

  return (
    <Flex vertical gap={2} align="flex-start" onClick={(event) => event.stopPropagation()}>
      <Switch
        size={props.size}
        aria-label={props.ariaLabel}
        checked={money.paid_state === 'paid'}
        checkedChildren={props.checkedChildren}
        unCheckedChildren={props.unCheckedChildren}
        loading={pending || reading}
        disabled={props.disabled}
        onChange={(next) => {
          if (next) onSet(true);
          else void askBeforeUnpaid();
        }}
      />
      {money.paid_state === 'partial' && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {paidStateText(money)}
        </Typography.Text>
      )}
      <Modal
        open={asking !== null}
        title={t.voidTitle}
        okText={t.voidOk}
        cancelText={t.voidCancel}
        okButtonProps={{ danger: true }}
        {...safe}
        onOk={() => {
          setAsking(null);
          onSet(false);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>{t.voidIntro}</p>
        <ul aria-label={t.voidList}>
          {(asking ?? []).map((p) => (
            <li key={p.id}>{t.voidItem(p.number, formatMoney(p.amount), p.lines)}</li>
          ))}
        </ul>
      </Modal>
    </Flex>
  );
}
