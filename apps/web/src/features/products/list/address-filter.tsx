import { useState } from 'react';
import { Button, Space, type TableColumnType } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { LocationSelect } from '../../../components/location-select/location-select';
import { vi } from '../../../i18n/vi';

const t = vi.products;

export type AddressValue = {
  province_id: number | undefined;
  district_id: number | undefined;
  ward_id: number | undefined;
};

type AddressFieldsProps = { value: AddressValue; onChange: (value: AddressValue) => void };

/** Province, district and ward as cascading selects: a level change clears the ones below. */
export function AddressFields({ value, onChange }: AddressFieldsProps) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <LocationSelect
        level="province"
        aria-label={t.province}
        placeholder={t.pickProvince}
        value={value.province_id}
        onChange={(id) => onChange({ province_id: id, district_id: undefined, ward_id: undefined })}
        style={{ width: '100%' }}
      />
      <LocationSelect
        level="district"
        aria-label={t.district}
        placeholder={value.province_id ? t.pickDistrict : t.districtHint}
        parentId={value.province_id}
        value={value.district_id}
        onChange={(id) => onChange({ ...value, district_id: id, ward_id: undefined })}
        style={{ width: '100%' }}
      />
      <LocationSelect
        level="ward"
        aria-label={t.ward}
        placeholder={value.district_id ? t.pickWard : t.wardHint}
        parentId={value.district_id}
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
    onChange(next);
    close();
  };
  return (
    <div style={{ padding: 8, width: 280, maxWidth: 'calc(100vw - 16px)' }}>
      <AddressFields value={picked} onChange={setPicked} />
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 8 }}>
        <Button
          size="small"
          onClick={() =>
            apply({ province_id: undefined, district_id: undefined, ward_id: undefined })
          }
        >
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
