import { useState } from 'react';
import { Button, Checkbox, Col, Form, Input, Radio, Row, Select, type FormInstance } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { productFields, SPECIFICATION_REQUIRED } from '@depot/shared/products/products.schema';
import { quantityUnit, unitPriceLabel } from '@depot/shared/products/products.rules';
import type { ProductSuggestion } from '@depot/shared/products/products-suggest.schema';
import { keywordMatcher } from '@depot/shared/text/match';
import { CustomerPicker } from '../../../domain/customer-picker/customer-picker';
import { DecimalInput } from '../../../components/decimal-input';
import type { FormResult } from '../../../components/form-result-alert';
import { ResourceForm } from '../../../components/resource-form';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import { LineAmount, lineAmountCapRule } from './line-amount';
import { valuesFromSuggestion, type ProductFormValues } from './product-form-values';
import { useSpecificationOptions } from '../api/get-specification-options';
import { DestinationField } from './destination-field';
import { ReceiveDateField } from './receive-date-field';
import { SenderCodFields } from './sender-cod-fields';
import { SuggestionChips } from './suggestion-chips';

const t = vi.productsForm;

// The same shared schemas the server validates with (spec 1 §5).
const rules = {
  customer_id: [zodRule(productFields.customer_id)],
  name: [zodRule(productFields.name)],
  price_type: [zodRule(productFields.price_type)],
  // Required unless package, where the field is not shown at all (the schema's own refinement).
  specification_id: [
    zodRule(productFields.specification_id),
    { required: true, message: SPECIFICATION_REQUIRED },
  ],
  quantity: [zodRule(productFields.quantity)],
  total_weight: [zodRule(productFields.total_weight)],
  // The line's amount is capped too (MAX_LINE_AMOUNT), as the server's schema does.
  price: [zodRule(productFields.price), lineAmountCapRule],
  product_type: [zodRule(productFields.product_type)],
};

/** The price's amount rule reads these too: a change of one checks the price again. */
const AMOUNT_DEPENDENCIES = ['quantity', 'total_weight', 'price_type', 'is_total_money'];

/**
 * What the form holds once a new line is saved: nothing (spec 1 §4), or the same customer and
 * receive date for that customer's next parcel (docs/domain.md, `Thêm tiếp cho khách này`).
 */
export type NextEntry = 'blank' | 'same-customer';

type ProductFormProps = {
  mode: 'create' | 'update';
  form: FormInstance<ProductFormValues>;
  initialValues: ProductFormValues;
  submitting: boolean;
  result: FormResult;
  onSubmit: (values: ProductFormValues, next: NextEntry) => void;
  /** A person changed something (a field or a chip): the last success no longer applies. */
  onEdited: () => void;
  /** On update, the line itself is no suggestion for itself. */
  productId?: number;
};

/**
 * Create and update share this form (spec 1 §2); the page owns the saving. A new line opens with
 * the cursor in Khách hàng; Enter saves from any field, as `Thêm mới` does.
 */
export function ProductForm({
  mode,
  form,
  initialValues,
  submitting,
  result,
  onSubmit,
  onEdited,
  productId,
}: ProductFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the list as it was left (its filters live in the URL), or to the plain list.
  const goBack = () => void (location.key === 'default' ? navigate('/products') : navigate(-1));
  const customerId = Form.useWatch('customer_id', form);
  const name = Form.useWatch('name', form);
  const priceType = Form.useWatch('price_type', form) ?? initialValues.price_type;
  const isTotalMoney = Form.useWatch('is_total_money', form) ?? initialValues.is_total_money;
  const specificationId = Form.useWatch('specification_id', form);
  const isPackage = priceType === 'package';
  const specifications = useSpecificationOptions();
  const specification = specifications.data?.find((s) => s.id === specificationId);
  // Which button saved, for its spinner.
  const [next, setNext] = useState<NextEntry>('blank');
  const submit = (values: ProductFormValues, entry: NextEntry) => {
    setNext(entry);
    onSubmit(values, entry);
  };

  const onPick = (suggestion: ProductSuggestion) => {
    form.setFieldsValue(valuesFromSuggestion(suggestion));
    // Messages of a submit tried before the pick were about the then empty fields.
    form
      .validateFields(['name', 'specification_id', 'quantity', 'total_weight', 'price'])
      .catch(() => undefined);
    onEdited();
  };

  return (
    <ResourceForm<ProductFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={(values) => submit(values, 'blank')}
      onValuesChange={onEdited}
      result={result}
      isUpdate={mode === 'update'}
      submitting={submitting && next === 'blank'}
      onBack={goBack}
      maxWidth={840}
      extraButtons={
        mode === 'create' && (
          <Button
            loading={submitting && next === 'same-customer'}
            onClick={() =>
              // The same checks as `Thêm mới`; a refusal shows under the fields.
              void form.validateFields().then(
                (values) => submit(values, 'same-customer'),
                () => undefined,
              )
            }
          >
            {t.createForSameCustomer}
          </Button>
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t.customer} name="customer_id" rules={rules.customer_id}>
            <CustomerPicker
              aria-label={t.customer}
              autoFocus={mode === 'create'}
              // Another customer's goods are other goods: the name and its origin go.
              onChange={() => form.setFieldsValue({ name: undefined, product_parent_id: null })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t.name} name="name" rules={rules.name} style={{ marginBottom: 8 }}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <SuggestionChips
        customerId={typeof customerId === 'number' ? customerId : undefined}
        // An opened line's own name is no search: the chips come once a name is typed.
        name={mode === 'update' && name === initialValues.name ? '' : (name ?? '')}
        excludeId={productId}
        onPick={onPick}
      />
      <Form.Item label={t.priceType} name="price_type" rules={rules.price_type}>
        <Radio.Group
          options={[
            { value: 'package', label: t.byPackage },
            { value: 'weight', label: t.byWeight },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        {!isPackage && (
          <Col xs={24} md={8}>
            <Form.Item
              label={t.specification}
              name="specification_id"
              rules={rules.specification_id}
            >
              <Select
                placeholder={t.pickSpecification}
                loading={specifications.isLoading}
                options={specifications.data?.map((s) => ({ value: s.id, label: s.name }))}
                // Accent-insensitive, as every name typed in the app.
                showSearch={{
                  filterOption: (input, option) => keywordMatcher(input)(String(option?.label)),
                }}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item label={t.quantity} name="quantity" rules={rules.quantity}>
            {/*
              Always a suffix, if empty: antd wraps an input in another element once it has one,
              and that remount took the field's focus (and a quantity typed meanwhile) when the
              specification arrived.
            */}
            <DecimalInput
              kind="money"
              suffix={quantityUnit(priceType, specification) || <span aria-hidden />}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t.totalWeight} name="total_weight" rules={rules.total_weight}>
            <DecimalInput kind="weight" suffix={t.kg} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16} align="bottom">
        <Col xs={24} md={12}>
          <Form.Item
            label={unitPriceLabel(priceType, isTotalMoney)}
            name="price"
            rules={rules.price}
            dependencies={AMOUNT_DEPENDENCIES}
          >
            <DecimalInput kind="money" suffix={t.currency} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item>
            <Form.Item name="is_total_money" valuePropName="checked" noStyle>
              <Checkbox>{t.isTotalMoney}</Checkbox>
            </Form.Item>
            <Form.Item name="is_paid" valuePropName="checked" noStyle>
              <Checkbox>{t.isPaid}</Checkbox>
            </Form.Item>
          </Form.Item>
        </Col>
      </Row>
      <LineAmount form={form} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t.note} name="product_type" rules={rules.product_type}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <ReceiveDateField />
        </Col>
      </Row>
      <SenderCodFields />
      <DestinationField mode={mode} />
    </ResourceForm>
  );
}
