import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import {
  formatLocationGroup,
  parseLocationGroup,
  type LocationGroup,
} from '@depot/shared/products/location-groups';
import {
  CUSTOMER_LOCATION_LIMIT,
  customerLocationKey,
  customerLocationLabel,
} from '@depot/shared/locations/customer-locations';
import { foldVietnamese } from '@depot/shared/text/fold';
import { matchesFolded } from '@depot/shared/text/match';
import { SearchSelect } from '../../../components/search-select/search-select';
import { vi } from '../../../i18n/vi';
import { useDebouncedText } from '../../../lib/use-debounced-text';
import { useCustomerLocations } from '../api/get-customer-locations';

/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 300;

type Option = { value: string; label: string; folded: string };

type AddressGroupSelectProps = {
  value: LocationGroup[];
  onChange: (groups: LocationGroup[]) => void;
};

/**
 * The address-group filter (spec 1 §2): the ward/district/province groups customers live in
 * (GET /location/customer); goods of any picked group are shown. Typing without accents finds.
 * The server searches (docs/speed.md: the demo depot's 3 936 groups were 765 KB in one reply): it
 * answers the first 50 groups matching what is typed, and the picked groups by id so their
 * chips keep their names. The answer is read once the list is opened or groups are picked; the
 * options are filtered here too, so a key typed narrows them before the server answers; Enter
 * waits for that answer (SearchSelect), unless the text typed is a group's whole name.
 */
export function AddressGroupSelect({ value, onChange }: AddressGroupSelectProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const q = useDebouncedText(typed, DEBOUNCE_MS);
  const picked = useMemo(() => value.map(formatLocationGroup), [value]);
  const groups = useCustomerLocations({ q, picked }, opened || value.length > 0);
  const options = useMemo<Option[]>(
    () =>
      (groups.data ?? []).map((g) => {
        const label = customerLocationLabel(g);
        return { value: customerLocationKey(g), label, folded: foldVietnamese(label) };
      }),
    [groups.data],
  );
  // Past the limit the server kept back more: the person narrows by typing.
  const more = options.filter((o) => !picked.includes(o.value)).length >= CUSTOMER_LOCATION_LIMIT;

  const onSearch = (text: string) => setTyped(text);

  return (
    <SearchSelect<string[], Option>
      mode="multiple"
      allowClear
      aria-label={vi.products.toolbar.addressGroups}
      placeholder={vi.products.toolbar.addressGroupsPlaceholder}
      loading={groups.isFetching}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else {
          // The typed text is gone once the list closes; so is its search.
          setTyped('');
        }
      }}
      value={picked}
      options={options}
      maxTagCount="responsive"
      filterOption={(input, option) => matchesFolded(option.folded, input)}
      onSearch={onSearch}
      // The groups held answer the text once the server replied for it; the previous reply
      // stays on screen meanwhile (keepPreviousData), filtered here, and is not its answer.
      answers={(text) => text === q && !groups.isPending && !groups.isPlaceholderData}
      isExact={(option, text) => option.folded === foldVietnamese(text)}
      notFoundContent={
        groups.isFetching ? vi.common.loading : vi.products.toolbar.addressGroupsNone
      }
      popupRender={(menu) => (
        <>
          {menu}
          {more && (
            <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px' }}>
              {vi.products.toolbar.addressGroupsMore}
            </Typography.Text>
          )}
        </>
      )}
      onChange={(next) =>
        onChange(next.map(parseLocationGroup).filter((g): g is LocationGroup => g !== undefined))
      }
      style={{ width: '100%' }}
    />
  );
}
