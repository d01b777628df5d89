import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Flex, Form, Space } from 'antd';
import type { Customer, CustomerBody, OldAddress } from '@depot/shared/customers/customers.schema';
import { shortAddress } from '@depot/shared/locations/locations.rules';
import { FormPageShell } from '../../../components/form-page-shell';
import { PaymentDialog } from '../../../domain/payment-dialog/payment-dialog';
import { CodCollectDialog } from '../../../domain/payment-dialog/cod-collect-dialog';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { useRequestOnce } from '../../../lib/use-request-once';
import { useCreateCustomer } from '../api/create-customer';
import { useFindDuplicateCustomer } from '../api/find-duplicate-customer';
import { useCustomer } from '../api/get-customer';
import { useUpdateCustomer } from '../api/update-customer';
import {
  CUSTOMER_FORM_FIELDS,
  CustomerForm,
  NEW_CUSTOMER,
  toCustomerBody,
  type CustomerFormValues,
} from './customer-form';
import { CustomerPayments } from '../../../domain/customer-payments/customer-payments';
import { DuplicateCustomerDialog } from './duplicate-customer-dialog';

function formValuesOf(customer: Customer): CustomerFormValues {
  return {
    full_name: customer.full_name,
    phone: customer.phone,
    number_house: customer.number_house,
    province_id: customer.province_id.id,
    // A 2025 address has no district; its ids are of the 2025 list, as address_version says.
    district_id: customer.district_id?.id,
    ward_id: customer.ward_id.id,
    address_version: customer.address_version,
    debt: customer.debt,
  };
}

/** `P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh`: the old address a conversion replaced. */
function shortAddressOf(old: OldAddress): string {
  return shortAddress([old.ward_id, old.district_id, old.province_id]);
}

/**
 * /customers/create and /customers/update/:id: one page that is an update when the route has an
 * id (spec 1 §2). Keyed by the id so that going from one to the other starts afresh.
 */
export function CustomerFormPage() {
  const { id } = useParams();
  return <CustomerFormScreen key={id ?? 'create'} id={id} />;
}

function CustomerFormScreen({ id }: { id: string | undefined }) {
  const isUpdate = id !== undefined;
  const navigate = useNavigate();
  const [form] = Form.useForm<CustomerFormValues>();
  const { result, setResult, fail } = useFormResult(form, CUSTOMER_FORM_FIELDS);
  const customerQuery = useCustomer(id);
  const createCustomer = useCreateCustomer();
  // One id per customer being entered: a double click or a retry makes it once.
  const createOnce = useRequestOnce();
  const updateCustomer = useUpdateCustomer();
  const findDuplicate = useFindDuplicateCustomer();
  const customer = customerQuery.data;
  // A create waiting on the duplicate question: the stored customer and what was typed.
  const [duplicate, setDuplicate] = useState<{ existing: Customer; body: CustomerBody } | null>(
    null,
  );
  // Counts creates; after each, the name field (remounted by the reset) takes the focus.
  const [created, setCreated] = useState(0);
  const [collecting, setCollecting] = useState(false);
  const [collectingCod, setCollectingCod] = useState(false);
  useEffect(() => {
    if (created > 0) form.focusField('full_name');
  }, [created, form]);

  const create = async (body: CustomerBody, request_id: string) => {
    const message = await createCustomer.mutateAsync({ ...body, request_id });
    setResult({ type: 'success', message });
    // Staff enter customers one after another: an empty form, ready for the next.
    form.resetFields();
    setCreated((count) => count + 1);
  };

  const onSubmit = (values: CustomerFormValues) => {
    setResult(null);
    const body = toCustomerBody(values);
    if (!isUpdate) {
      // The check and the create are one submit: a second click while either runs does nothing.
      createOnce.submit(async (request_id) => {
        // The same name and phone as a stored customer is most likely that customer again.
        const existing = await findDuplicate.mutateAsync(body);
        if (existing) setDuplicate({ existing, body });
        else await create(body, request_id);
      }, fail);
    } else if (customer) {
      updateCustomer.mutate(
        { id: customer.id, body },
        { onSuccess: (message) => setResult({ type: 'success', message }), onError: fail },
      );
    }
  };

  const formProps = {
    form,
    result,
    onSubmit,
    submitting: createOnce.pending || updateCustomer.isPending,
  };

  return (
    <FormPageShell
      title={isUpdate ? vi.customers.updateTitle : vi.customers.createTitle}
      detail={isUpdate ? customerQuery : undefined}
      backPath="/customers"
    >
      {isUpdate && customer && (
        <Flex justify="end" style={{ marginBottom: 8 }}>
          <Space>
            <Button onClick={() => setCollectingCod(true)}>{vi.payments.cod.collect}</Button>
            <Button onClick={() => setCollecting(true)}>{vi.payments.collect}</Button>
          </Space>
        </Flex>
      )}
      {isUpdate ? (
        <CustomerForm
          mode="update"
          initialValues={customer && formValuesOf(customer)}
          oldAddress={customer?.old_address ? shortAddressOf(customer.old_address) : undefined}
          {...formProps}
        />
      ) : (
        <CustomerForm mode="create" initialValues={NEW_CUSTOMER} {...formProps} />
      )}
      {isUpdate && customer && <CustomerPayments customerId={customer.id} />}
      <DuplicateCustomerDialog
        existing={duplicate?.existing ?? null}
        onOpenExisting={(existing) => void navigate(`/customers/update/${existing.id}`)}
        onCreateAnyway={() => {
          const body = duplicate?.body;
          if (body) createOnce.submit((request_id) => create(body, request_id), fail);
          setDuplicate(null);
        }}
        onClose={() => setDuplicate(null)}
      />
      <PaymentDialog
        customer={collecting && customer ? customer : null}
        onClose={() => setCollecting(false)}
      />
      <CodCollectDialog
        customer={collectingCod && customer ? customer : null}
        onClose={() => setCollectingCod(false)}
      />
    </FormPageShell>
  );
}
