import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { vi } from '../../i18n/vi';
import { FILTER_POPUP_WIDTH, filterDropdownProps } from '../table-filter-popup';
import { LocationSelect, type LocationLevel } from './location-select';

type TableLocationFilterOptions = {
  /** The column's title: the select's accessible name and the trigger's ('Lọc theo …'). */
  label: string;
  level: LocationLevel;
  /** The province (for districts) or district (for wards) filter in force. */
  parentId?: number;
  /** The filter in force (usually read from the URL). */
  value: number | undefined;
  placeholder?: string;
  /** Shown, with the select disabled, while the parent level has no filter. */
  needsParentHint?: string;
  /** Called with the chosen id on 'Lọc', and with undefined on 'Xóa lọc'. */
  onChange: (value: number | undefined) => void;
};

type DropdownProps = TableLocationFilterOptions & { close: () => void };

function LocationFilterDropdown({
  label,
  level,
  parentId,
  value,
  placeholder,
  needsParentHint,
  onChange,
  close,
}: DropdownProps) {
  const [picked, setPicked] = useState(value);
  const waiting = level !== 'province' && parentId === undefined;
  const apply = (next: number | undefined) => {
    onChange(next);
    close();
  };
  return (
    <div style={{ padding: 8, width: FILTER_POPUP_WIDTH(280) }}>
      <LocationSelect
        level={level}
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
