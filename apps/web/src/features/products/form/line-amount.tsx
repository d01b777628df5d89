import { Form, Typography, type FormInstance } from 'antd';
import { lineAmount } from '@depot/shared/products/products.rules';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { numberOr0, type ProductFormValues } from './product-form-values';

/**
 * The line's amount as it is typed (`Thành tiền: 1.250.000 đ`), by the one shared rule the
 * server, the lists and the statements use; a field not yet a number counts as 0.
 */
export function LineAmount({ form }: { form: FormInstance<ProductFormValues> }) {
  const price = Form.useWatch('price', form);
  const quantity = Form.useWatch('quantity', form);
  const totalWeight = Form.useWatch('total_weight', form);
  const priceType = Form.useWatch('price_type', form) ?? 'weight';
  const isTotalMoney = Form.useWatch('is_total_money', form) ?? false;
  const amount = lineAmount({
    price: numberOr0(price),
    quantity: numberOr0(quantity),
    total_weight: numberOr0(totalWeight),
    price_type: priceType,
    is_total_money: isTotalMoney,
  });
  return (
    <Typography.Paragraph strong aria-live="polite" data-testid="line-amount">
      {vi.productsForm.amount(formatMoney(amount))}
    </Typography.Paragraph>
  );
}
