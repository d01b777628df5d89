import type { Page } from '@depot/shared/api/envelope';
import type { RequestIdBody } from '@depot/shared/api/request-id';
import {
  codeMonthOf,
  lineAmount,
  productCode,
  type PriceType,
} from '@depot/shared/products/products.rules';
import type {
  Product,
  ProductCount,
  ProductListFilters,
  ProductValues,
} from '@depot/shared/products/products.schema';
import { DESTINATION_MISSING, GOODS_NOT_OF_BRANCH } from '@depot/shared/branches/branches.rules';
import { freightPayerId, NO_SENDER } from '@depot/shared/products/sender-cod.rules';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import { actsFor } from '../../lib/branch-scope';
import { branchExists, goodsEnds } from '../branches/goods-ends.service';
import { actorOf, type Context } from '../../lib/context';
import { guardConstraints, type ConstraintConflicts } from '../../lib/constraint-conflict';
import { pageOf } from '../../lib/reply';
import { lockCustomers, lockGoods, shareLiveCustomer } from '../../lib/lock-order';
import { requestOnce } from '../../lib/request-once';
import { foldedKeyword } from '../../lib/sql-pattern';
import { auditHistory, recordAudit } from '../audit/audit.service';
import type { ProductFilters } from './product-filters.sql';
import { countProducts as countMatching } from './products-count.queries';
import { applyCredit } from '../payments/payments-credit.service';
import { setGoodsPaid } from './products-flags.service';
import { trackingTokenOf } from '../tracking/tracking-links.service';
import { toProduct } from './products.mapper';
import { nextCodeOrder } from './product-code.queries';
import * as q from './products.queries';
import * as read from './products-read.queries';
import { publishChange } from '../../lib/publish-change';

export const PRODUCT_NOT_FOUND = 'Không tìm thấy hàng hóa';
const CUSTOMER_NOT_FOUND = 'Không tìm thấy khách hàng';
const NO_CUSTOMER = 'Khách hàng không tồn tại hoặc đã bị xóa';
const NO_SPECIFICATION = 'Quy cách không tồn tại';

/** The audit entity of goods. */
export const PRODUCT_ENTITY = 'product';

/** A specification deleted between the check and the insert trips the foreign key. */
export const PRODUCT_CONFLICTS: ConstraintConflicts = {
  products_specification_id_specifications_id_fk: {
    message: NO_SPECIFICATION,
    field: 'specification_id',
  },
  products_customer_id_customers_id_fk: { message: NO_CUSTOMER, field: 'customer_id' },
  products_sender_id_customers_id_fk: { message: NO_SENDER, field: 'sender_id' },
  products_destination_branch_id_branches_id_fk: {
    message: DESTINATION_MISSING,
    field: 'destination_branch_id',
  },
};

/** The list's filters as the queries take them, within the branch the request acts for. */
export function filtersOf(query: ProductListFilters, branch: number | null = null): ProductFilters {
  const amount = <T>(value: number | undefined, op: T) =>
    value === undefined ? undefined : { value, op };
  return {
    customerFolded: foldedKeyword(query.customer),
    customerId: query.customer_id,
    nameFolded: foldedKeyword(query.name),
    noteFolded: foldedKeyword(query.product_type),
    codePrefix: query.code?.toUpperCase(),
    status: query.status,
    isPaid: query.is_paid,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    price: amount(query.price, query.price_op),
    quantity: amount(query.quantity, query.quantity_op),
    totalWeight: amount(query.total_weight, query.total_weight_op),
    amount: amount(query.amount, query.amount_op),
    address: {
      version: query.address_version,
      provinceId: query.province_id,
      districtId: query.district_id,
      wardId: query.ward_id,
    },
    locations: query.location,
    branch,
    originBranch: query.origin_branch_id,
    destinationBranch: query.destination_branch_id,
    stage: query.stage,
  };
}

export async function listProducts(
  ctx: Context,
  query: ProductListFilters,
): Promise<Page<Product>> {
  const { paged, limit } = query;
  const { rows, total } = await read.listProducts(ctx.db, filtersOf(query, ctx.branch), {
    paged,
    limit,
  });
  return pageOf(rows.map(toProduct), total, paged, limit);
}

export async function countProducts(
  ctx: Context,
  query: ProductListFilters,
): Promise<ProductCount> {
  return countMatching(ctx.db, filtersOf(query, ctx.branch));
}

export async function getProduct(ctx: Context, id: number): Promise<Product> {
  const row = await read.findProductById(ctx.db, id);
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  if (!actsFor(ctx.branch, row.origin_branch_id, row.destination_branch_id)) {
    throw new ForbiddenError(GOODS_NOT_OF_BRANCH);
  }
  return { ...toProduct(row), track_token: await trackingTokenOf(ctx, id) };
}

export async function listCustomerProducts(ctx: Context, customerId: number): Promise<Product[]> {
  if (!(await q.customerIsLive(ctx.db, customerId))) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return (await read.listCustomerProducts(ctx.db, customerId)).map(toProduct);
}

export async function productHistory(ctx: Context, id: number) {
  if (!(await q.productExists(ctx.db, id))) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return auditHistory(ctx, PRODUCT_ENTITY, id);
}

/**
 * The month's next code for goods received on `datetime`: call it inside the transaction that
 * inserts them, so that the number and the goods commit (or roll back) together.
 */
export async function allocateProductCode(ctx: Context, datetime: string) {
  const month = codeMonthOf(datetime);
  const order = await nextCodeOrder(ctx.db, month.year_create, month.month_create);
  return { ...month, order };
}

/**
 * The customer must be live and the specification must exist: 400 naming the field. Run inside
 * the transaction of the write: the customer check locks the customer row against a delete.
 */
export async function assertReferences(ctx: Context, input: ProductValues): Promise<void> {
  const errors: Record<string, string> = {};
  if (!(await shareLiveCustomer(ctx.db, input.customer_id))) errors.customer_id = NO_CUSTOMER;
  if (input.sender_id !== null && !(await shareLiveCustomer(ctx.db, input.sender_id))) {
    errors.sender_id = NO_SENDER;
  }
  if (input.specification_id && !(await q.specificationExists(ctx.db, input.specification_id))) {
    errors.specification_id = NO_SPECIFICATION;
  }
  const destination = input.destination_branch_id;
  if (destination !== undefined && !(await branchExists(ctx, destination))) {
    errors.destination_branch_id = DESTINATION_MISSING;
  }
  const first = Object.values(errors)[0];
  if (first) throw new BadRequestError(first, errors);
}

/** The columns a form sets, as stored (a missing note or suffix is null). */
export function columnsOf(input: ProductValues) {
  return {
    customer_id: input.customer_id,
    name: input.name,
    price: input.price,
    quantity: input.quantity,
    total_weight: input.total_weight,
    price_type: input.price_type,
    is_total_money: input.is_total_money,
    specification_id: input.specification_id,
    is_paid: input.is_paid,
    datetime: input.datetime,
    product_type: input.product_type ?? null,
    product_parent_id: input.product_parent_id,
    suffix: input.suffix ?? null,
    /** Left out: the default of a new line, unchanged on an edit. */
    destination_branch_id: input.destination_branch_id,
    sender_id: input.sender_id,
    freight_payer: input.freight_payer,
    cod_amount: input.cod_amount,
  };
}
export type ProductColumns = ReturnType<typeof columnsOf>;

/** The money trail's picture of a line: its fields, code and amount. */
export function auditSnapshot(
  line: ProductColumns & { year_create: number; month_create: number; order: number },
): Record<string, unknown> {
  const { year_create, month_create, order, product_parent_id, ...fields } = line;
  return {
    code: productCode({ year_create, month_create, order, suffix: line.suffix }),
    ...fields,
    ...(product_parent_id ? { product_parent_id } : {}),
    amount: lineAmount({ ...line, price_type: line.price_type as PriceType }),
  };
}

/**
 * Inserts goods with the next code of their receive month, and their trail, in one transaction;
 * once per `request_id`, so a double click or a resend saves one line and names it again.
 */
export async function createProduct(
  ctx: Context,
  input: ProductValues & RequestIdBody,
): Promise<Product> {
  const actor = actorOf(ctx);
  return requestOnce(ctx, 'product.create', input.request_id, async (tx) => {
    // A payment may follow (paid on the form, or the payer's credit paying the new line), so
    // the customer and the payer come first (lib/lock-order.ts).
    const payerId = freightPayerId(input);
    await lockCustomers(tx.db, [input.customer_id, payerId]);
    await assertReferences(tx, input);
    const columns = {
      ...columnsOf(input),
      ...(await goodsEnds(tx, input.customer_id, input.destination_branch_id)),
    };
    // Taken last, just before the insert: the counter row stays locked until the commit.
    const code = await allocateProductCode(tx, input.datetime);
    // Inserted unpaid; marked paid on the form, a payment of its amount follows (docs/decisions/0001-payments-are-records.md).
    const id = await guardConstraints(PRODUCT_CONFLICTS, () =>
      q.insertProduct(tx.db, { ...columns, is_paid: false, ...code, created_by: actor.id }),
    );
    const [goods] = await lockGoods(tx.db, [id]);
    if (input.is_paid) {
      // The freight paid at the counter; the thu hộ waits for the receiver.
      await setGoodsPaid(tx, [{ goods: goods!, item_id: null }], true, 'goods', { cod: false });
    } else {
      // The credit of whoever pays the freight pays the new line at once.
      await applyCredit(tx, payerId);
    }
    await recordAudit(tx, [
      {
        entity: PRODUCT_ENTITY,
        entity_id: id,
        action: 'create',
        after: auditSnapshot({ ...columns, ...code }),
      },
    ]);
    await publishChange(tx, 'goodsReceived', [id]);
    return getProduct(tx, id);
  });
}
