import { useId, type ReactNode } from 'react';
import { Flex, Select, Space } from 'antd';
import { PRODUCT_STAGES, type ProductStage } from '@depot/shared/products/products.schema';
import { BranchSelect } from '../../../domain/branch-select';
import { vi } from '../../../i18n/vi';
import type { ProductsListQuery } from '../api/product-queries';
import type { ProductFilterChanges } from './use-product-list-params';

const t = vi.products.branches;
const SELECT_WIDTH = 176;
const STAGE_OPTIONS = [
  { value: '', label: t.any },
  ...PRODUCT_STAGES.map((stage) => ({ value: stage, label: t.stages[stage] })),
];

/** A filter's label beside its select, tied to it (the select's accessible name). */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Flex align="center" gap={6}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </Flex>
  );
}

type BranchFiltersProps = {
  query: ProductsListQuery;
  onChange: (changes: ProductFilterChanges) => void;
};

/**
 * The goods list's filters by branch (docs/domain.md, "Branches"): the branch that received the
 * goods, the one they go to, and where they are on the road; each in the URL as the list's other
 * filters (`origin_branch_id`, `destination_branch_id`, `stage`). The caller shows them only
 * with branches.
 */
export function BranchFilters({ query, onChange }: BranchFiltersProps) {
  return (
    // One group: the toolbar puts it on a line of its own when the line is full.
    <Space wrap size="middle">
      <Labelled label={t.origin}>
        {(id) => (
          <BranchSelect
            id={id}
            noneLabel={t.any}
            value={query.origin_branch_id ?? null}
            onChange={(branch) => onChange({ origin_branch_id: branch ?? undefined })}
            style={{ width: SELECT_WIDTH }}
          />
        )}
      </Labelled>
      <Labelled label={t.destination}>
        {(id) => (
          <BranchSelect
            id={id}
            noneLabel={t.any}
            value={query.destination_branch_id ?? null}
            onChange={(branch) => onChange({ destination_branch_id: branch ?? undefined })}
            style={{ width: SELECT_WIDTH }}
          />
        )}
      </Labelled>
      <Labelled label={t.stage}>
        {(id) => (
          <Select<ProductStage | ''>
            id={id}
            options={STAGE_OPTIONS}
            value={query.stage ?? ''}
            onChange={(stage) => onChange({ stage: stage || undefined })}
            style={{ width: SELECT_WIDTH }}
          />
        )}
      </Labelled>
    </Space>
  );
}
