import { paidStateText } from '@depot/shared/payments/line-money.rules';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Form, Progress, Space, Tag, Typography } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import type {
  ProductEditConflict,
  ProductUpdateBody,
} from '@depot/shared/products/products-edit.schema';
import { formatDate } from '@depot/shared/text/format';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { labelUrl } from '../../../lib/print-links';
import { useRequestOnce } from '../../../lib/use-request-once';
import { useDepotToday } from '../../../lib/depot-zone';
import { useCreateProduct } from '../api/create-product';
import { useSpecificationOptions } from '../api/get-specification-options';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { PaidEditDialog, paidEditConflictOf } from './paid-edit-dialog';
import { ProductForm, type NextEntry } from './product-form';
import { ProductHistory } from './product-history';
import {
  newProductValues,
  NEXT_PARCEL_FIELDS,
  PRODUCT_FORM_FIELDS,
  productFormValuesOf,
  toProductBody,
  type ProductFormValues,
} from './product-form-values';

const t = vi.productsForm;

/**
 * /products/create and /products/update/:id: one page that is an update when the route has an
 * id (spec 1 §2). Keyed by the id so that going from one to the other starts afresh.
 */
export function ProductFormPage() {
  const { id } = useParams();
  return <ProductFormScreen key={id ?? 'create'} id={id} />;
}

function ProductFormScreen({ id }: { id: string | undefined }) {
  const navigate = useNavigate();
  const productQuery = useProduct(id);
  const product = productQuery.data;

  let body;
  if (id === undefined) body = <ProductEditor />;
  else if (product) body = <ProductEditor product={product} />;
  else if (productQuery.isError) {
    // Nothing to edit: the server's reason and the way back, never an empty form to fill.
    body = (
      <Card>
        <QueryErrorAlert query={productQuery} />
        <Button onClick={() => void navigate('/products')}>{t.backToList}</Button>
      </Card>
    );
  } else {
    body = (
      <Card>
        <Progress percent={100} status="active" showInfo={false} aria-label={vi.common.loading} />
      </Card>
    );
  }

  return (
    <>
      <PageHeader title={id === undefined ? t.createTitle : t.updateTitle} />
      {body}
    </>
  );
}

/** The form of a new line, or of `product` once loaded; it owns the saving. */
function ProductEditor({ product }: { product?: Product }) {
  const [form] = Form.useForm<ProductFormValues>();
  const { result, setResult, fail } = useFormResult(form, PRODUCT_FORM_FIELDS);
  const createProduct = useCreateProduct();
  // One id per line being entered: a double click or a retry saves it once.
  const createOnce = useRequestOnce();
  const updateProduct = useUpdateProduct();
  // An edit the server sent back for a reason (docs/decisions/0001-payments-are-records.md): resent as it was, with the reason.
  const [paidEdit, setPaidEdit] = useState<{
    body: ProductUpdateBody;
    conflict: ProductEditConflict;
  } | null>(null);
  const specifications = useSpecificationOptions();
  // Read once: the form takes its initial values only at mount (and on a reset).
  const today = useDepotToday();
  const [initialValues] = useState(() =>
    product ? productFormValuesOf(product) : newProductValues(today),
  );

  // A reset mounts the fields afresh: the cursor goes in once they are (a new object each time).
  const [focus, setFocus] = useState<{ field: 'customer_id' | 'name' }>();
  useEffect(() => {
    if (focus) form.focusField(focus.field);
  }, [focus, form]);

  /**
   * The form for the next goods: empty (spec 1 §4; the chips go with the name) or, for the same
   * customer's next parcel, with its customer and receive date left as they are; the cursor in
   * the first field left to fill.
   */
  const startNext = (next: NextEntry) => {
    if (next === 'same-customer') {
      form.resetFields([...NEXT_PARCEL_FIELDS]);
      setFocus({ field: 'name' });
    } else {
      form.resetFields();
      setFocus({ field: 'customer_id' });
    }
  };

  const onSubmit = (values: ProductFormValues, next: NextEntry) => {
    setResult(null);
    // The chip's origin is kept beside the fields, not in one.
    const filled = { ...values, product_parent_id: form.getFieldValue('product_parent_id') };
    if (!product) {
      createOnce.submit(async (request_id) => {
        const { message, product: saved } = await createProduct.mutateAsync({
          ...toProductBody(filled),
          request_id,
        });
        setResult({
          type: 'success',
          message,
          detail: t.code(saved.code),
          // Its label, printed while the parcel is still on the counter.
          link: { label: t.printLabel, href: labelUrl(saved.id) },
        });
        startNext(next);
      }, fail);
      return;
    }
    saveUpdate(product.id, toProductBody(filled, product.suffix));
  };

  const saveUpdate = (id: number, body: ProductUpdateBody) =>
    updateProduct.mutate(
      { id, body },
      {
        onSuccess: ({ message }) => {
          setPaidEdit(null);
          setResult({ type: 'success', message });
        },
        onError: (error) => {
          const conflict = body.reason === undefined ? paidEditConflictOf(error) : undefined;
          if (conflict) return setPaidEdit({ body, conflict });
          setPaidEdit(null);
          fail(error);
        },
      },
    );

  // A success is about what was saved: once a person changes the form it no longer applies.
  const onEdited = () => setResult((current) => (current?.type === 'success' ? null : current));

  return (
    <>
      <Card>
        {product && <ProductSummary product={product} />}
        <ProductForm
          mode={product ? 'update' : 'create'}
          form={form}
          initialValues={initialValues}
          submitting={createOnce.pending || updateProduct.isPending}
          result={result}
          onSubmit={onSubmit}
          onEdited={onEdited}
          productId={product?.id}
        />
      </Card>
      {product && (
        <PaidEditDialog
          conflict={paidEdit?.conflict ?? null}
          pending={updateProduct.isPending}
          onConfirm={(reason) => paidEdit && saveUpdate(product.id, { ...paidEdit.body, reason })}
          onCancel={() => setPaidEdit(null)}
        />
      )}
      {product && (
        <ProductHistory
          productId={product.id}
          names={{ specification: (sid) => specifications.data?.find((s) => s.id === sid)?.name }}
        />
      )}
    </>
  );
}

const PAID_TAG_COLORS = { paid: 'green', partial: 'gold', unpaid: 'orange' } as const;

/** The line's code and whether it is on a vehicle, above its form. */
function ProductSummary({ product }: { product: Product }) {
  return (
    <Space wrap size={8} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t.code(product.code)}</Typography.Text>
      {product.status ? (
        <Tag color="green">
          {product.trip
            ? t.loaded(product.trip.number_car, formatDate(product.trip.datetime_from))
            : t.loadedShort}
        </Tag>
      ) : (
        <Tag>{t.notLoaded}</Tag>
      )}
      <Tag color={PAID_TAG_COLORS[product.paid_state]}>{paidStateText(product)}</Tag>
    </Space>
  );
}
