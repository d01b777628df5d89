import { useMemo, useState } from 'react';
import { Select } from 'antd';
import {
  formatLocationGroup,
  parseLocationGroup,
  type LocationGroup,
} from '@depot/shared/products/products.schema';
import { foldVietnamese } from '@depot/shared/text/fold';
import { matchesFolded } from '@depot/shared/text/match';
import { vi } from '../../../i18n/vi';
import { useCustomerLocations } from '../api/get-customer-locations';
import { shortAddress } from '@depot/shared/locations/locations.rules';

type Option = { value: string; label: string; folded: string };

type AddressGroupSelectProps = {
  value: LocationGroup[];
  onChange: (groups: LocationGroup[]) => void;
};

/**
 * The address-group filter (spec 1 §2): the ward/district/province groups customers live in
 * (GET /location/customer); goods of any picked group are shown. Typing without accents finds.
 * The groups are read when the list is first opened, or when groups are picked already (their
 * labels): the demo depot's 3 936 groups are 765 KB, which every goods list load paid for before
 * (issue 26).
 */
export function AddressGroupSelect({ value, onChange }: AddressGroupSelectProps) {
  const [opened, setOpened] = useState(false);
  const groups = useCustomerLocations(opened || value.length > 0);
  const options = useMemo<Option[]>(
    () =>
      (groups.data ?? []).map(({ province, district, ward, address_version }) => {
        const label = shortAddress([ward, district, province]);
        const group = district
          ? { province_id: province.id, district_id: district.id, ward_id: ward.id }
          : { province_id: province.id, ward_id: ward.id, address_version };
        return { value: formatLocationGroup(group), label, folded: foldVietnamese(label) };
      }),
    [groups.data],
  );
  return (
    <Select<string[], Option>
      mode="multiple"
      allowClear
      aria-label={vi.products.toolbar.addressGroups}
      placeholder={vi.products.toolbar.addressGroupsPlaceholder}
      loading={groups.isFetching}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      value={value.map(formatLocationGroup)}
      options={options}
      maxTagCount="responsive"
      showSearch={{
        filterOption: (input, option) => (option ? matchesFolded(option.folded, input) : false),
      }}
      onChange={(picked) =>
        onChange(picked.map(parseLocationGroup).filter((g): g is LocationGroup => g !== undefined))
      }
      style={{ width: '100%' }}
    />
  );
}
