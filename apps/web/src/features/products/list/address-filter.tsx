import { useState } from 'react';
import { Button, Space, type TableColumnType } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import {
  NEW_ADDRESS_VERSION,
  OLD_ADDRESS_VERSION,
  type AddressVersion,
} from '@depot/shared/locations/locations.schema';
import { AddressVersionChoice } from '../../../domain/location-select/address-version-choice';
import { LocationSelect } from '../../../domain/location-select/location-select';
import { vi } from '../../../i18n/vi';

const t = vi.products;

export type AddressValue = {
  province_id: number | undefined;
  district_id: number | undefined;
  ward_id: number | undefined;
  /** The list the ids are of (docs/decisions/0010-addresses-2025.md): 2025, or absent for the old one. */
  address_version?: AddressVersion | undefined;
};

/** No address filter. */
export const NO_ADDRESS: AddressValue = {
  province_id: undefined,
  district_id: undefined,
  ward_id: undefined,
  address_version: undefined,
};

/** The list an address filter picks from: the one in force, else the 2025 one. */
export function listOf(value: AddressValue): AddressVersion {
  if (value.address_version !== undefined) return value.address_version;
  return value.province_id === undefined ? NEW_ADDRESS_VERSION : OLD_ADDRESS_VERSION;
}

/**
 * What the list's URL takes: `address_version=2025` with a place of the 2025 list, nothing for
 * the old list (its default) or without a place.
 */
export function addressChanges(value: AddressValue): AddressValue {
  const isNew = value.province_id !== undefined && listOf(value) === NEW_ADDRESS_VERSION;
  return {
    province_id: value.province_id,
    district_id: isNew ? undefined : value.district_id,
    ward_id: value.ward_id,
    address_version: isNew ? NEW_ADDRESS_VERSION : undefined,
  };
}

type AddressFieldsProps = { value: AddressValue; onChange: (value: AddressValue) => void };

/**
 * `Danh mục: Mới (2025) | Cũ`, then the province and ward of the 2025 list, or the old list's
 * province, district and ward, as cascading selects: a level change clears the ones below.
 */
export function AddressFields({ value, onChange }: AddressFieldsProps) {
  const list = listOf(value);
  const isNew = list === NEW_ADDRESS_VERSION;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <AddressVersionChoice
        value={list}
        onChange={(next) => onChange({ ...NO_ADDRESS, address_version: next })}
      />
      <LocationSelect
        level="province"
        version={list}
        aria-label={t.province}
        placeholder={t.pickProvince}
        value={value.province_id}
        onChange={(id) => onChange({ ...NO_ADDRESS, province_id: id, address_version: list })}
        style={{ width: '100%' }}
      />
      {!isNew && (
        <LocationSelect
          level="district"
          aria-label={t.district}
          placeholder={value.province_id ? t.pickDistrict : t.districtHint}
          parentId={value.province_id}
          value={value.district_id}
          onChange={(id) => onChange({ ...value, district_id: id, ward_id: undefined })}
          style={{ width: '100%' }}
        />
      )}
      <LocationSelect
        level="ward"
        version={list}
        aria-label={t.ward}
        placeholder={
          isNew
            ? value.province_id
              ? t.pickWard
              : vi.customers.newWardHint
            : value.district_id
              ? t.pickWard
              : t.wardHint
        }
        parentId={isNew ? value.province_id : value.district_id}
        value={value.ward_id}
        onChange={(id) => onChange({ ...value, ward_id: id })}
        style={{ width: '100%' }}
      />
    </Space>
  );
}

type AddressFilterOptions = {
  label: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
};

function AddressFilterBody({
  value,
  onChange,
  close,
}: AddressFilterOptions & { close: () => void }) {
  const [picked, setPicked] = useState(value);
  const apply = (next: AddressValue) => {
    onChange(addressChanges(next));
    close();
  };
  return (
    <div style={{ padding: 8, width: 280, maxWidth: 'calc(100vw - 16px)' }}>
      <AddressFields value={picked} onChange={setPicked} />
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 8 }}>
        <Button size="small" onClick={() => apply(NO_ADDRESS)}>
          {vi.listTools.clearFilter}
        </Button>
        <Button type="primary" size="small" onClick={() => apply(picked)}>
          {vi.listTools.filter}
        </Button>
      </Space>
    </div>
  );
}

/** The address column's header filter: the customer's province, district and ward. */
export function tableAddressFilter<T>(options: AddressFilterOptions): TableColumnType<T> {
  return {
    filtered: options.value.province_id !== undefined,
    filterIcon: <FilterOutlined aria-label={vi.listTools.filterBy(options.label)} />,
    filterDropdown: ({ close, visible }) => (
      <AddressFilterBody key={String(visible)} {...options} close={close} />
    ),
  };
}
