import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { AddressVersion } from '@depot/shared/locations/locations.schema';
import { vi } from '../../i18n/vi';
import { AddressVersionChoice } from './address-version-choice';
import { FILTER_POPUP_WIDTH, filterDropdownProps } from '../../components/table-filter-popup';
import { LocationSelect, type LocationLevel } from './location-select';

type TableLocationFilterOptions = {
  /** The column's title: the select's accessible name and the trigger's ('Lọc theo …'). */
  label: string;
  level: LocationLevel;
  /**
   * The list the select offers (docs/decisions/0010-addresses-2025.md): 1 the old one (default), 2025 the new one, whose
   * wards' parent is the province.
   */
  version?: AddressVersion;
  /** A province filter whose popup also offers `Danh mục: Mới (2025) | Cũ`. */
  chooseVersion?: boolean;
  /** The province (for districts, new wards) or district (for old wards) filter in force. */
  parentId?: number;
  /** The filter in force (usually read from the URL). */
  value: number | undefined;
  placeholder?: string;
  /** Shown, with the select disabled, while the parent level has no filter. */
  needsParentHint?: string;
  /** Called with the chosen id (and its list) on 'Lọc', and with undefined on 'Xóa lọc'. */
  onChange: (value: number | undefined, version: AddressVersion) => void;
};

type DropdownProps = TableLocationFilterOptions & { close: () => void };

function LocationFilterDropdown({
  label,
  level,
  version = 1,
  chooseVersion = false,
  parentId,
  value,
  placeholder,
  needsParentHint,
  onChange,
  close,
}: DropdownProps) {
  const [picked, setPicked] = useState(value);
  const [list, setList] = useState(version);
  const waiting = level !== 'province' && parentId === undefined;
  const apply = (next: number | undefined) => {
    onChange(next, list);
    close();
  };
  return (
    <div style={{ padding: 8, width: FILTER_POPUP_WIDTH(280) }}>
      {chooseVersion && (
        <div style={{ marginBottom: 8 }}>
          <AddressVersionChoice
            value={list}
            onChange={(next) => {
              // An id of one list is another place in the other.
              setList(next);
              setPicked(undefined);
            }}
          />
        </div>
      )}
      <LocationSelect
        level={level}
        version={list}
        parentId={parentId}
        value={picked}
        onChange={(id) => setPicked(id)}
        autoFocus
        aria-label={label}
        placeholder={placeholder}
        style={{ width: '100%', marginBottom: 8 }}
      />
      {waiting && needsParentHint && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {needsParentHint}
        </Typography.Paragraph>
      )}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => apply(undefined)}>
          {vi.listTools.clearFilter}
        </Button>
        <Button type="primary" size="small" disabled={waiting} onClick={() => apply(picked)}>
          {vi.listTools.filter}
        </Button>
      </Space>
    </div>
  );
}

/**
 * Column props for a province, district or ward filter in the table header: a searchable select
 * (accent-insensitive) with 'Lọc' and 'Xóa lọc'. A district or ward filter stays disabled, with
 * its hint, until the level above is filtered. The value lives outside the table (in the URL).
 */
export function tableLocationFilter<T>(options: TableLocationFilterOptions): TableColumnType<T> {
  return {
    filtered: options.value !== undefined,
    // antd colours the trigger of a filtered column (class `active`).
    filterIcon: <FilterOutlined aria-label={vi.listTools.filterBy(options.label)} />,
    filterDropdownProps,
    // Keyed by `visible` so each opening starts from the filter in force.
    filterDropdown: ({ close, visible }) => (
      <LocationFilterDropdown key={String(visible)} {...options} close={close} />
    ),
  };
}
