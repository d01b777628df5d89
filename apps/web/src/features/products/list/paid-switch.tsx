import { Switch } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useSetProductPaid } from '../api/set-product-paid';

/**
 * The row's paid flag (spec 1 §4 Mark paid): it shows what the server holds and flips only once
 * the server has confirmed and the list is read again; a refusal leaves it and says why.
 */
export function PaidSwitch({ product }: { product: Product }) {
  const toast = useToast();
  const mutation = useSetProductPaid();
  return (
    <Switch
      size="small"
      aria-label={vi.products.markPaid(product.name)}
      checked={product.is_paid}
      loading={mutation.isPending}
      onChange={(checked) =>
        mutation.mutate(
          { id: product.id, is_paid: checked },
          {
            onSuccess: (message) => toast.success(message),
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    />
  );
}
