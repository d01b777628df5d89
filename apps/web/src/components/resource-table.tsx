import { cloneElement, isValidElement, type ReactElement } from 'react';
import {
  Card,
  Grid,
  Table,
  type PaginationProps,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import type { Page } from '@depot/shared/api/envelope';
import { vi } from '../i18n/vi';
import { QueryErrorAlert } from './query-error-alert';

/** The page a list shows, held in the URL by the list itself. */
export type ListPagination = {
  current: number;
  pageSize: number;
  /** The total under the table, e.g. vi.cars.total. */
  showTotal: (total: number) => string;
  /** Called with the page and the page size picked in the pager. */
  onChange: (page: number, pageSize: number) => void;
  /** Hides the pager while everything fits on one page (not every list does). */
  hideOnSinglePage?: boolean;
  /** The page sizes offered; without them the size is fixed and no size picker shows. */
  pageSizeOptions?: readonly number[];
};

type ResourceTableProps<T> = {
  /** The list's query; its rows fill the table, its error shows above it. */
  query: { data?: Page<T>; isError: boolean; error: unknown; isFetching: boolean };
  columns: TableColumnsType<T>;
  emptyText: string;
  pagination: ListPagination;
  /** How wide the table may get before it scrolls; as wide as its content unless told. */
  scrollX?: number | 'max-content';
  size?: TableProps<T>['size'];
};

/** The widest a pinned column may be on a phone, where the columns beside it scroll. */
const PHONE_PINNED_WIDTH = 140;

/**
 * On a phone (under antd's md, 768 px) two pinned columns left about 60 px of a 390 px screen to
 * scroll the others through: only columns pinned left (the row's name) stay pinned, no wider than
 * PHONE_PINNED_WIDTH, and the row's actions scroll with the rest.
 */
function columnsFor<T>(columns: TableColumnsType<T>, narrow: boolean): TableColumnsType<T> {
  if (!narrow) return columns;
  return columns.map((column) => {
    if (column.fixed === 'left' || column.fixed === true) {
      const width = typeof column.width === 'number' ? column.width : PHONE_PINNED_WIDTH;
      return { ...column, width: Math.min(width, PHONE_PINNED_WIDTH) };
    }
    return column.fixed ? { ...column, fixed: undefined } : column;
  });
}

/** The page shown is marked for assistive technology (and found by tests without class names). */
function markCurrent(current: number): PaginationProps['itemRender'] {
  return (page, type, element) =>
    type === 'page' && page === current && isValidElement(element)
      ? cloneElement(element as ReactElement<{ 'aria-current'?: string }>, {
          'aria-current': 'page',
        })
      : element;
}

/**
 * A resource list's card: the load error, then one page of rows from the server (the table
 * never pages or filters rows itself). Rows are keyed by their id.
 */
export function ResourceTable<T extends { id: number }>({
  query,
  columns,
  emptyText,
  pagination,
  scrollX = 'max-content',
  size,
}: ResourceTableProps<T>) {
  const { pageSizeOptions, showTotal, ...paging } = pagination;
  const narrow = Grid.useBreakpoint().md === false;
  return (
    // A phone's 390 px cannot spare the card's usual 24 px on each side of the table.
    <Card styles={narrow ? { body: { padding: 12 } } : undefined}>
      <QueryErrorAlert query={query} />
      <Table<T>
        rowKey="id"
        size={size}
        columns={columnsFor(columns, narrow)}
        dataSource={query.data?.rows ?? []}
        loading={query.isFetching}
        scroll={{ x: scrollX }}
        locale={{ emptyText }}
        pagination={{
          ...paging,
          'aria-label': vi.listTools.pagination,
          itemRender: markCurrent(paging.current),
          total: query.data?.total ?? 0,
          showSizeChanger: pageSizeOptions !== undefined,
          pageSizeOptions: pageSizeOptions && [...pageSizeOptions],
          showTotal: (total) => showTotal(total),
        }}
      />
    </Card>
  );
}
