import { Form, Input, Typography, type FormInstance } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { normalizePhone } from '@depot/shared/customers/customers.rules';
import {
  customerFields,
  type CustomerBody,
  type customerBodySchema,
} from '@depot/shared/customers/customers.schema';
import { NEW_ADDRESS_VERSION, OLD_ADDRESS_VERSION } from '@depot/shared/locations/locations.schema';
import { DecimalInput } from '../../../components/decimal-input';
import type { FormResult } from '../../../components/form-result-alert';
import { ResourceForm } from '../../../components/resource-form';
import { vi } from '../../../i18n/vi';
import type { FormValuesOf } from '../../../lib/form-values';
import { zodRule } from '../../../lib/zod-rule';
import { AddressFields } from './address-fields';

/** The body's fields; an emptied debt input holds null (sent as 0). */
export type CustomerFormValues = Omit<FormValuesOf<typeof customerBodySchema>, 'debt'> & {
  debt?: number | null;
};

export const CUSTOMER_FORM_FIELDS = [
  'full_name',
  'phone',
  'number_house',
  'province_id',
  'district_id',
  'ward_id',
  'address_version',
  'debt',
] as const;

/** A new customer owes nothing yet; its address is of the 2025 list unless told otherwise. */
export const NEW_CUSTOMER: CustomerFormValues = { debt: 0, address_version: NEW_ADDRESS_VERSION };

/**
 * What POST and PUT /customers take; the server trims and checks again. A 2025 address has no
 * district (docs/decisions/0010-addresses-2025.md).
 */
export function toCustomerBody(values: CustomerFormValues): CustomerBody {
  const isNew = values.address_version === NEW_ADDRESS_VERSION;
  const common = {
    full_name: values.full_name ?? '',
    phone: values.phone ?? '',
    number_house: values.number_house ?? '',
    province_id: values.province_id ?? 0,
    ward_id: values.ward_id ?? 0,
    debt: values.debt ?? 0,
  };
  return isNew
    ? { ...common, address_version: NEW_ADDRESS_VERSION }
    : { ...common, address_version: OLD_ADDRESS_VERSION, district_id: values.district_id ?? 0 };
}

// The same shared schemas the server validates with (spec 1 §5).
const rules = {
  full_name: [zodRule(customerFields.full_name)],
  phone: [zodRule(customerFields.phone)],
  number_house: [zodRule(customerFields.number_house)],
  debt: [zodRule(customerFields.debt)],
};

/** As it is typed, a phone becomes what the schema stores: digits after an optional `+`. */
const phoneAsStored = (value: unknown) =>
  typeof value === 'string' ? normalizePhone(value) : value;

type CustomerFormProps = {
  mode: 'create' | 'update';
  form: FormInstance<CustomerFormValues>;
  initialValues?: CustomerFormValues;
  submitting: boolean;
  result: FormResult;
  onSubmit: (values: CustomerFormValues) => void;
  /** The old address a conversion replaced (docs/decisions/0010-addresses-2025.md), kept readable under the new one. */
  oldAddress?: string;
};

const t = vi.customers;

/** Create and update share this form (spec 1 §2); the result alert sits above it. */
export function CustomerForm({
  mode,
  form,
  initialValues,
  submitting,
  result,
  onSubmit,
  oldAddress,
}: CustomerFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the list as it was left (its filters live in the URL), or to the plain list.
  const goBack = () => void (location.key === 'default' ? navigate('/customers') : navigate(-1));

  return (
    <ResourceForm<CustomerFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      result={result}
      isUpdate={mode === 'update'}
      submitting={submitting}
      onBack={goBack}
      // The address takes three selects side by side.
      maxWidth={840}
    >
      <Form.Item label={t.fullName} name="full_name" rules={rules.full_name}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t.phone} name="phone" rules={rules.phone} normalize={phoneAsStored}>
        {/* The telephone keypad: digits and the `+` of an international number. */}
        <Input inputMode="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item label={t.numberHouse} name="number_house" rules={rules.number_house}>
        <Input autoComplete="off" />
      </Form.Item>
      <AddressFields />
      {oldAddress && (
        <Typography.Paragraph type="secondary">
          {t.address.oldAddress(oldAddress)}
        </Typography.Paragraph>
      )}
      <Form.Item label={t.openingDebt} name="debt" rules={rules.debt}>
        <DecimalInput kind="money" min={0} step={1000} suffix={t.currency} />
      </Form.Item>
    </ResourceForm>
  );
}
