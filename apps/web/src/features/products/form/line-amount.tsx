import { Form, Typography, type FormInstance, type FormRule } from 'antd';
import {
  LINE_AMOUNT_TOO_LARGE,
  lineAmount,
  lineAmountWithinCap,
  type AmountInput,
} from '@depot/shared/products/products.rules';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { numberOr0, type ProductFormValues } from './product-form-values';

type AmountFields = Partial<
  Pick<ProductFormValues, 'price' | 'quantity' | 'total_weight' | 'price_type' | 'is_total_money'>
>;
const AMOUNT_FIELDS = ['price', 'quantity', 'total_weight', 'price_type', 'is_total_money'];

/** The figures of the line as typed; a field not yet a number counts as 0. */
function amountInput(v: AmountFields): AmountInput {
  return {
    price: numberOr0(v.price),
    quantity: numberOr0(v.quantity),
    total_weight: numberOr0(v.total_weight),
    price_type: v.price_type ?? 'weight',
    is_total_money: v.is_total_money ?? false,
  };
}

/**
 * The price field's rule for the shared cap on the line's amount, with the server's message:
 * a typo such as 999 999 999 999 đ/kg is caught before the form is sent.
 */
export const lineAmountCapRule: FormRule = ({ getFieldsValue }) => ({
  validator: async () => {
    if (!lineAmountWithinCap(amountInput(getFieldsValue(AMOUNT_FIELDS) as AmountFields))) {
      throw new Error(LINE_AMOUNT_TOO_LARGE);
    }
  },
});

/**
 * The line's amount as it is typed (`Thành tiền: 1.250.000 đ`), by the one shared rule the
 * server, the lists and the statements use.
 */
export function LineAmount({ form }: { form: FormInstance<ProductFormValues> }) {
  const amount = lineAmount(
    amountInput({
      price: Form.useWatch('price', form),
      quantity: Form.useWatch('quantity', form),
      total_weight: Form.useWatch('total_weight', form),
      price_type: Form.useWatch('price_type', form),
      is_total_money: Form.useWatch('is_total_money', form),
    }),
  );
  return (
    <Typography.Paragraph strong aria-live="polite" data-testid="line-amount">
      {vi.productsForm.amount(formatMoney(amount))}
    </Typography.Paragraph>
  );
}
