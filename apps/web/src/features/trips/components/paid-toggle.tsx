import type { TransportLine } from '@depot/shared/trips/trips-replies.schema';
import { LinePaidToggle } from '../../../domain/line-paid/line-paid-toggle';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { useSetLinePaid } from '../api/set-line-paid';

const t = vi.statements;

/**
 * Đã thu / Chưa thu of one line (spec 2 §4): the switch shows the server's value (a part-paid
 * line says what is left), so it moves only once the server confirmed; a refusal says so and
 * leaves it where it was.
 */
export function PaidToggle({ line, disabled }: { line: TransportLine; disabled?: boolean }) {
  const toast = useToast();
  const mutation = useSetLinePaid();
  return (
    <LinePaidToggle
      productId={line.product.id}
      money={line}
      ariaLabel={t.paidLabel(line.product.name)}
      checkedChildren={t.paid}
      unCheckedChildren={t.unpaid}
      pending={mutation.isPending}
      disabled={disabled}
      onSet={(isPaid) =>
        mutation.mutate(
          { id: line.id, is_paid: isPaid },
          { onError: () => toast.error(t.paidFailed) },
        )
      }
    />
  );
}
