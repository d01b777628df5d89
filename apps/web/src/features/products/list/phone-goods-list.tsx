import { Empty, Flex, Pagination, Spin, Typography } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import { vi } from '../../../i18n/vi';
import type { BranchCodes } from './branch-column';
import { GoodsCard } from './goods-card';

const t = vi.products;

type PhoneGoodsListProps = {
  rows: Product[];
  loading: boolean;
  /** The ids picked for Lên Hàng. */
  selected: ReadonlySet<number>;
  onSelect: (product: Product, selected: boolean) => void;
  onDelete: (product: Product) => void;
  /** The branches' codes, once the depot has more than one. */
  branchCodes?: BranchCodes;
  /** The page shown and its size (the URL's), the filters' total and how it reads. */
  paged: number;
  limit: number;
  total: number;
  totalLabel: string;
  onPage: (paged: number, limit: number) => void;
};

/**
 * The goods list on a phone (docs/decisions/0002-scan-request-ids.md): a card a line instead of a table twelve columns wide,
 * then the total and a pager of three 44 px taps (previous, the page, next).
 */
export function PhoneGoodsList(props: PhoneGoodsListProps) {
  const { rows, selected, onSelect, onDelete } = props;
  return (
    <Spin spinning={props.loading}>
      {rows.length === 0 ? (
        <Empty description={t.empty} />
      ) : (
        <Flex vertical gap="small" role="list" aria-label={t.listTitle}>
          {rows.map((product) => (
            <div role="listitem" key={product.id}>
              <GoodsCard
                product={product}
                selected={selected.has(product.id)}
                onSelect={onSelect}
                onDelete={onDelete}
                branchCodes={props.branchCodes}
              />
            </div>
          ))}
        </Flex>
      )}
      <Flex vertical align="center" gap={4} style={{ marginTop: 12 }}>
        <Typography.Text>{props.totalLabel}</Typography.Text>
        <Pagination
          simple
          aria-label={vi.listTools.pagination}
          current={props.paged}
          pageSize={props.limit}
          total={props.total}
          hideOnSinglePage
          onChange={props.onPage}
        />
      </Flex>
    </Spin>
  );
}
