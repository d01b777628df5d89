import { useState, type ReactNode } from 'react';
import { Button, DatePicker, Radio, Select, Space } from 'antd';
import type { TableColumnType } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import {
  DEFAULT_NUMBER_OPERATOR,
  NUMBER_OPERATORS,
  type NumberOperator,
} from '@depot/shared/products/products.schema';
import type { NumberKind } from '@depot/shared/text/number-input';
import { toIsoDate } from '@depot/shared/text/format';
import { DecimalInput, type DecimalValue } from '../../../components/decimal-input';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';

const t = vi.products;
export const DATE_FORMAT = 'DD-MM-YYYY';
export const OPERATOR_OPTIONS = NUMBER_OPERATORS.map((op) => ({ value: op, label: op }));

/** The 'Xóa lọc' and 'Lọc' buttons every header popup ends with. */
function FilterButtons({
  onClear,
  onApply,
  disabled,
}: {
  onClear: () => void;
  onApply: () => void;
  disabled?: boolean;
}) {
  return (
    <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 8 }}>
      <Button size="small" onClick={onClear}>
        {vi.listTools.clearFilter}
      </Button>
      <Button type="primary" size="small" disabled={disabled} onClick={onApply}>
        {vi.listTools.filter}
      </Button>
    </Space>
  );
}

/** Column props for a header popup whose filter lives in the URL (the table never filters rows). */
function headerFilter<T>(
  label: string,
  filtered: boolean,
  body: (close: () => void) => ReactNode,
): TableColumnType<T> {
  return {
    filtered,
    filterIcon: <FilterOutlined aria-label={vi.listTools.filterBy(label)} />,
    // Keyed by `visible` so each opening starts from the filter in force.
    filterDropdown: ({ close, visible }) => (
      <div key={String(visible)} style={{ padding: 8, width: 260, maxWidth: 'calc(100vw - 16px)' }}>
        {body(close)}
      </div>
    ),
  };
}

type NumberFilterOptions = {
  label: string;
  kind: NumberKind;
  value: number | undefined;
  op: NumberOperator;
  onChange: (value: number | undefined, op: NumberOperator | undefined) => void;
};

function NumberFilterBody({
  label,
  kind,
  value,
  op,
  onChange,
  close,
}: NumberFilterOptions & { close: () => void }) {
  const [picked, setPicked] = useState<NumberOperator>(op);
  const [typed, setTyped] = useState<DecimalValue>(value);
  const apply = (next: DecimalValue, nextOp: NumberOperator | undefined) => {
    onChange(
      typeof next === 'number' ? next : undefined,
      typeof next === 'number' ? nextOp : undefined,
    );
    close();
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select<NumberOperator>
          aria-label={`${t.operator} ${label.toLowerCase()}`}
          value={picked}
          options={OPERATOR_OPTIONS}
          onChange={setPicked}
          style={{ width: 72 }}
        />
        <DecimalInput
          autoFocus
          kind={kind}
          aria-label={label}
          placeholder={t.filterPlaceholder(label)}
          value={typed}
          onChange={setTyped}
          onPressEnter={() => apply(typed, picked)}
        />
      </Space.Compact>
      <FilterButtons
        onClear={() => apply(undefined, undefined)}
        onApply={() => apply(typed, picked)}
        disabled={typed !== undefined && typeof typed !== 'number'}
      />
    </>
  );
}

/** A number filter with its operator (spec 1 §9: > >= = < <=, `>=` by default). */
export function tableNumberFilter<T>(options: NumberFilterOptions): TableColumnType<T> {
  return headerFilter<T>(options.label, options.value !== undefined, (close) => (
    <NumberFilterBody {...options} op={options.op ?? DEFAULT_NUMBER_OPERATOR} close={close} />
  ));
}

type ChoiceFilterOptions = {
  label: string;
  value: boolean | undefined;
  yes: string;
  no: string;
  onChange: (value: boolean | undefined) => void;
};

function ChoiceFilterBody({
  label,
  value,
  yes,
  no,
  onChange,
  close,
}: ChoiceFilterOptions & { close: () => void }) {
  const [picked, setPicked] = useState<string>(value === undefined ? '' : String(value));
  const apply = (next: string) => {
    onChange(next === '' ? undefined : next === 'true');
    close();
  };
  return (
    <>
      <Radio.Group
        aria-label={label}
        value={picked}
        onChange={(event) => setPicked(event.target.value as string)}
        options={[
          { value: '', label: t.all },
          { value: 'true', label: yes },
          { value: 'false', label: no },
        ]}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      />
      <FilterButtons onClear={() => apply('')} onApply={() => apply(picked)} />
    </>
  );
}

/** A yes/no/all filter (paid, loaded). */
export function tableChoiceFilter<T>(options: ChoiceFilterOptions): TableColumnType<T> {
  return headerFilter<T>(options.label, options.value !== undefined, (close) => (
    <ChoiceFilterBody {...options} close={close} />
  ));
}

type DateRangeFilterOptions = {
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
};

function DateRangeFilterBody({
  label,
  from,
  to,
  onChange,
  close,
}: DateRangeFilterOptions & { close: () => void }) {
  const [range, setRange] = useState<[string | undefined, string | undefined]>([from, to]);
  const apply = (next: [string | undefined, string | undefined]) => {
    onChange(...next);
    close();
  };
  return (
    <>
      <DateRangeInput label={label} value={range} onChange={setRange} />
      <FilterButtons onClear={() => apply([undefined, undefined])} onApply={() => apply(range)} />
    </>
  );
}

type DateRangeInputProps = {
  label: string;
  value: [string | undefined, string | undefined];
  onChange: (value: [string | undefined, string | undefined]) => void;
};

/** Two dates one under the other (a range picker's two months do not fit a phone). */
export function DateRangeInput({ label, value, onChange }: DateRangeInputProps) {
  const [from, to] = value;
  const read = (iso: string | undefined) => (iso ? dayjs(iso) : null);
  const write = (date: dayjs.Dayjs | null) => (date ? toIsoDate(date.toDate()) : undefined);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <DatePicker
        aria-label={`${label} ${t.dateFrom.toLowerCase()}`}
        placeholder={t.dateFrom}
        format={DATE_FORMAT}
        value={read(from)}
        maxDate={read(to) ?? undefined}
        onChange={(date) => onChange([write(date), to])}
        style={{ width: '100%' }}
      />
      <DatePicker
        aria-label={`${label} ${t.dateTo.toLowerCase()}`}
        placeholder={t.dateTo}
        format={DATE_FORMAT}
        value={read(to)}
        minDate={read(from) ?? undefined}
        onChange={(date) => onChange([from, write(date)])}
        style={{ width: '100%' }}
      />
    </Space>
  );
}

/** A receive-date range (`date_from`, `date_to`). */
export function tableDateRangeFilter<T>(options: DateRangeFilterOptions): TableColumnType<T> {
  return headerFilter<T>(
    options.label,
    options.from !== undefined || options.to !== undefined,
    (close) => <DateRangeFilterBody {...options} close={close} />,
  );
}
