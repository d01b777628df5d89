import { useState } from 'react';
import { RangeFilterBar, type RangeFilters } from '../../../domain/range-filter-bar';

export type ListFilters = RangeFilters;

type StatementFiltersProps = {
  value: ListFilters;
  onSearch: (filters: ListFilters) => void;
};

/** The statement list's filters (spec 2 §2.1): the list changes only on Tìm kiếm. */
export function StatementFilters({ value, onSearch }: StatementFiltersProps) {
  const [draft, setDraft] = useState(value);
  return <RangeFilterBar value={draft} onChange={setDraft} onSearch={() => onSearch(draft)} />;
}
