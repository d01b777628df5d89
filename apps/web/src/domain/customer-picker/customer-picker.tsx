import { useMemo, useState, type CSSProperties, type Ref, type UIEvent } from 'react';
import { Space, Spin, Typography, type RefSelectProps } from 'antd';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { customerAddressLine } from '@depot/shared/locations/locations.rules';
import { vi } from '../../i18n/vi';
import { errorMessage } from '../../lib/api-client';
import { useDebouncedText } from '../../lib/use-debounced-text';
import { sameCode } from '../../components/search-select/same-code';
import { SearchSelect } from '../../components/search-select/search-select';
import { useSelectTabOrder } from '../../components/select-tab-order';
import { usePickedCustomer } from './get-picked-customer';
import { useCustomerSearch } from './search-customers';

/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 300;
/** How close to the end of the list (px) a scroll asks for the next page. */
const END_THRESHOLD_PX = 32;

type CustomerOption = { value: number; label: string; customer: Customer };

export type CustomerPickerProps = {
  /** The chosen customer's id. */
  value?: number | null;
  onChange?: (id: number | undefined, customer: Customer | undefined) => void;
  placeholder?: string;
  /** Injected by Form.Item so the label points at the input. */
  id?: string;
  disabled?: boolean;
  /** The cursor starts here (the first field of a form). */
  autoFocus?: boolean;
  status?: 'error' | 'warning' | '';
  style?: CSSProperties;
  'aria-label'?: string;
  /** Set by Form.Item, so that `form.focusField` puts the cursor in the picker. */
  ref?: Ref<RefSelectProps>;
};

/** `Nguyễn Văn An — 0903123456`, how a customer reads in every dropdown. */
export function customerOptionLabel(customer: Pick<Customer, 'full_name' | 'phone'>): string {
  return `${customer.full_name} — ${customer.phone}`;
}

/** An option: `name — phone`, and the address below it to tell namesakes apart. */
function OptionLine({ option }: { option: CustomerOption }) {
  const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return (
    <div>
      <div style={ellipsis}>{option.label}</div>
      <Typography.Text type="secondary" style={{ ...ellipsis, display: 'block', fontSize: 12 }}>
        {customerAddressLine(option.customer)}
      </Typography.Text>
    </div>
  );
}

function LoadingLine() {
  return (
    <Space size="small" role="status" style={{ padding: '6px 12px' }}>
      <Spin size="small" />
      <Typography.Text type="secondary">{vi.common.loading}</Typography.Text>
    </Space>
  );
}

/**
 * A searchable customer dropdown backed by the server (spec 1 §7, "customer search for
 * dropdowns"): the first page loads when it opens, typing searches after a 300 ms pause by name
 * (accent-insensitive) or by phone (docs/domain.md), and scrolling to the end loads the next 20 until
 * the last page. Each option shows the address under the name. Tab passes by the clear button.
 * Enter takes a customer of the text typed, never one of an earlier search still on screen: it
 * waits for the answer, or takes at once the customer whose phone is the text (SearchSelect).
 * Used by the customer list's quick jump and by forms that need a customer.
 */
export function CustomerPicker({
  value,
  onChange,
  placeholder = vi.customers.picker.placeholder,
  'aria-label': ariaLabel,
  ref,
  ...rest
}: CustomerPickerProps) {
  const selectRef = useSelectTabOrder(ref);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedText(typed, DEBOUNCE_MS);
  const [openedAt, setOpenedAt] = useState(0);
  const [picked, setPicked] = useState<Customer>();

  // An empty keyword is no search: it is the list that opening the dropdown loaded.
  const search = useCustomerSearch(keyword, open || keyword !== '', openedAt);

  const options = useMemo<CustomerOption[]>(() => {
    const seen = new Set<number>();
    const result: CustomerOption[] = [];
    // A customer added between two pages shifts the rows: skip the one seen twice.
    for (const customer of search.data?.pages.flatMap((page) => page.rows) ?? []) {
      if (seen.has(customer.id)) continue;
      seen.add(customer.id);
      result.push({ value: customer.id, label: customerOptionLabel(customer), customer });
    }
    return result;
  }, [search.data]);

  const selectedId = value ?? undefined;
  const hasRow = picked?.id === selectedId || options.some((o) => o.value === selectedId);
  const pickedQuery = usePickedCustomer(hasRow ? undefined : selectedId);
  const selectedLabel = (): string => {
    const customer = picked?.id === selectedId ? picked : pickedQuery.data;
    if (customer) return customerOptionLabel(customer);
    return pickedQuery.isError ? `#${selectedId}` : vi.common.loading;
  };

  // Only spaces, or the text erased (also by the clear button), trims to '': no search. The
  // dropdown goes back to the list it opened with, already loaded, and asks the server nothing
  // (see useCustomerSearch). That list reads better than keeping the last matches, which would
  // sit under an empty input as if they matched it.
  const onSearch = (text: string) => setTyped(text);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Each opening shows the customers as they are now, not as an earlier opening found them.
    if (next) setOpenedAt(Date.now());
    else {
      // The typed text is gone once the dropdown closes; so is its search.
      setTyped('');
    }
  };

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const atEnd = list.scrollHeight - list.scrollTop - list.clientHeight < END_THRESHOLD_PX;
    // One request at a time: a page still loading is not asked for twice.
    if (atEnd && search.hasNextPage && !search.isFetching) void search.fetchNextPage();
  };

  let emptyContent = <span>{vi.customers.picker.notFound}</span>;
  if (search.isLoading) emptyContent = <LoadingLine />;
  else if (search.isError)
    emptyContent = <Typography.Text type="danger">{errorMessage(search.error)}</Typography.Text>;

  return (
    <SearchSelect<number | undefined, CustomerOption>
      {...rest}
      ref={selectRef}
      aria-label={ariaLabel ?? placeholder}
      placeholder={placeholder}
      value={selectedId}
      options={options}
      allowClear
      // Every row stays in the DOM: the list is a few pages long and scrolls to load more.
      virtual={false}
      // `name — phone` and the address rarely fit a narrow select: the list may grow wider.
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxWidth: 'min(520px, calc(100vw - 16px))' } } }}
      onSearch={onSearch}
      // The rows on screen are the answer for `keyword` only once its first page is in: until
      // the pause has passed and the server replied, they are an earlier text's.
      answers={(text) => text === keyword && !search.isPending}
      isExact={(option, text) => sameCode(text, option.customer.phone)}
      labelRender={(item) => item.label ?? selectedLabel()}
      optionRender={(option) => <OptionLine option={option.data} />}
      notFoundContent={emptyContent}
      popupRender={(menu) => (
        <>
          {menu}
          {search.isFetching && options.length > 0 && <LoadingLine />}
        </>
      )}
      onPopupScroll={onPopupScroll}
      onOpenChange={onOpenChange}
      onChange={(id, option) => {
        const customer = option && !Array.isArray(option) ? option.customer : undefined;
        setPicked(customer);
        onChange?.(id ?? undefined, customer);
      }}
    />
  );
}
