import type { Product } from '@depot/shared/products/products.schema';
import { LinePaidToggle } from '../../../domain/line-paid/line-paid-toggle';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useSetProductPaid } from '../api/set-product-paid';

/**
 * The row's paid state (spec 1 §4 Mark paid): it shows what the server holds (a part-paid line
 * says what is left) and flips only once the server has confirmed and the list is read again; a
 * refusal leaves it and says why.
 */
export function PaidSwitch({ product }: { product: Product }) {
  const toast = useToast();
  const mutation = useSetProductPaid();
  return (
    <LinePaidToggle
      productId={product.id}
      money={product}
      size="small"
      ariaLabel={vi.products.markPaid(product.name)}
      pending={mutation.isPending}
      onSet={(isPaid) =>
        mutation.mutate(
          { id: product.id, is_paid: isPaid },
          {
            onSuccess: (message) => toast.success(message),
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    />
  );
}
