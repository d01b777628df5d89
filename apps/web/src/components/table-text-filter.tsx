import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import type { TableColumnType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { vi } from '../i18n/vi';
import { FILTER_POPUP_WIDTH, filterDropdownProps } from './table-filter-popup';

type TableTextFilterOptions = {
  /** The column's title, for the trigger's accessible name ('Lọc theo …'). */
  label: string;
  /** The filter in force (usually read from the URL); empty means none. */
  value: string;
  placeholder?: string;
  /** Called with the trimmed text on 'Lọc' or Enter, and with '' on 'Xóa lọc'. */
  onChange: (value: string) => void;
};

type DropdownProps = TableTextFilterOptions & { close: () => void };

function TextFilterDropdown({ label, value, placeholder, onChange, close }: DropdownProps) {
  const [text, setText] = useState(value);
  const apply = (next: string) => {
    onChange(next.trim());
    close();
  };
  return (
    <div style={{ padding: 8, width: FILTER_POPUP_WIDTH(260) }}>
      <Input
        autoFocus
        allowClear
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => apply(text)}
        style={{ marginBottom: 8 }}
      />
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => apply('')}>
          {vi.listTools.clearFilter}
        </Button>
        <Button type="primary" size="small" onClick={() => apply(text)}>
          {vi.listTools.filter}
        </Button>
      </Space>
    </div>
  );
}

/**
 * Column props for a text filter in the table header (a popup with 'Lọc' and 'Xóa lọc'). The
 * value lives outside the table (in the URL), so the table never filters rows itself.
 */
export function tableTextFilter<T>(options: TableTextFilterOptions): TableColumnType<T> {
  const filtered = options.value !== '';
  return {
    filtered,
    // antd colours the trigger of a filtered column (class `active`).
    filterIcon: <SearchOutlined aria-label={vi.listTools.filterBy(options.label)} />,
    filterDropdownProps,
    // Keyed by `visible` so each opening starts from the filter in force.
    filterDropdown: ({ close, visible }) => (
      <TextFilterDropdown key={String(visible)} {...options} close={close} />
    ),
  };
}
