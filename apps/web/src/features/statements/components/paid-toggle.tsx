import { Switch } from 'antd';
import type { TransportLine } from '@depot/shared/trips/trips-replies.schema';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { useSetLinePaid } from '../api/set-line-paid';

const t = vi.statements;

/**
 * Đã thu / Chưa thu of one line (spec 2 §4): the switch shows the server's value, so it moves
 * only once the server confirmed; a refusal says so and leaves it where it was.
 */
export function PaidToggle({ line, disabled }: { line: TransportLine; disabled?: boolean }) {
  const toast = useToast();
  const mutation = useSetLinePaid();
  return (
    <Switch
      aria-label={t.paidLabel(line.product.name)}
      checked={line.product.is_paid}
      checkedChildren={t.paid}
      unCheckedChildren={t.unpaid}
      loading={mutation.isPending}
      disabled={disabled}
      onClick={(_, event) => event.stopPropagation()}
      onChange={(next) =>
        mutation.mutate(
          { id: line.id, is_paid: next },
          { onError: () => toast.error(t.paidFailed) },
        )
      }
    />
  );
}
