import { useState } from 'react';
import { Button, Col, Form, Input, Modal, Row, Select, Space } from 'antd';
import type { NumberOperator } from '@depot/shared/products/products.schema';
import { DecimalInput, type DecimalValue } from '../../../components/decimal-input';
import { vi } from '../../../i18n/vi';
import type { ProductsListQuery } from '../api/product-queries';
import { AddressFields, addressChanges, type AddressValue } from './address-filter';
import { DateRangeInput, OPERATOR_OPTIONS } from './header-filters';
import type { ProductFilterChanges } from './use-product-list-params';

const t = vi.products;
type NumberName = 'quantity' | 'total_weight' | 'price';
type NumberField = { value: DecimalValue; op: NumberOperator };

type Draft = {
  code: string;
  name: string;
  customer: string;
  address: AddressValue;
  dates: [string | undefined, string | undefined];
  numbers: Record<NumberName, NumberField>;
};

function draftOf(query: ProductsListQuery): Draft {
  const number = (name: NumberName) => ({ value: query[name], op: query[`${name}_op`] });
  return {
    code: query.code ?? '',
    name: query.name ?? '',
    customer: query.customer ?? '',
    address: {
      province_id: query.province_id,
      district_id: query.district_id,
      ward_id: query.ward_id,
      address_version: query.address_version,
    },
    dates: [query.date_from, query.date_to],
    numbers: {
      quantity: number('quantity'),
      total_weight: number('total_weight'),
      price: number('price'),
    },
  };
}

function changesOf(draft: Draft): ProductFilterChanges {
  const changes: ProductFilterChanges = {
    code: draft.code,
    name: draft.name,
    customer: draft.customer,
    ...addressChanges(draft.address),
    date_from: draft.dates[0],
    date_to: draft.dates[1],
  };
  for (const [name, { value, op }] of Object.entries(draft.numbers) as [
    NumberName,
    NumberField,
  ][]) {
    const set = typeof value === 'number';
    changes[name] = set ? value : undefined;
    changes[`${name}_op`] = set ? op : undefined;
  }
  return changes;
}

type AdvancedSearchModalProps = {
  open: boolean;
  query: ProductsListQuery;
  onClose: () => void;
  onSearch: (changes: ProductFilterChanges) => void;
};

/** Spec 1 §2 Advanced search: a full-screen dialog whose search writes the filters to the URL. */
export function AdvancedSearchModal({ open, query, onClose, onSearch }: AdvancedSearchModalProps) {
  const [draft, setDraft] = useState(() => draftOf(query));
  const [shownFor, setShownFor] = useState(open);
  // Each opening starts from the filters in force.
  if (open !== shownFor) {
    setShownFor(open);
    if (open) setDraft(draftOf(query));
  }
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setNumber = (name: NumberName, patch: Partial<NumberField>) =>
    setDraft((current) => ({
      ...current,
      numbers: { ...current.numbers, [name]: { ...current.numbers[name], ...patch } },
    }));
  const invalid = Object.values(draft.numbers).some(
    ({ value }) => value !== undefined && typeof value !== 'number',
  );
  const search = () => {
    onSearch(changesOf(draft));
    onClose();
  };

  const numberRow = (name: NumberName, label: string, kind: 'money' | 'weight') => (
    <Form.Item label={label}>
      <Space.Compact style={{ width: '100%' }}>
        <Select<NumberOperator>
          aria-label={`${t.operator} ${label.toLowerCase()}`}
          value={draft.numbers[name].op}
          options={OPERATOR_OPTIONS}
          onChange={(op) => setNumber(name, { op })}
          style={{ width: 80 }}
        />
        <DecimalInput
          kind={kind}
          aria-label={label}
          placeholder={t.filterPlaceholder(label)}
          value={draft.numbers[name].value}
          onChange={(value) => setNumber(name, { value })}
        />
      </Space.Compact>
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t.advanced.title}
      // Full screen (spec 1 §2), on a phone as on a laptop.
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{ container: { minHeight: '100vh', borderRadius: 0 } }}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={() => setDraft(draftOf({ ...query, ...emptyFilters }))}>
            {t.advanced.reset}
          </Button>
          <Button onClick={onClose}>{t.advanced.cancel}</Button>
          <Button type="primary" disabled={invalid} onClick={search}>
            {t.advanced.search}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" onFinish={search}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t.code}>
              <Input
                aria-label={t.code}
                placeholder={t.filterPlaceholder(t.code)}
                value={draft.code}
                onChange={(e) => set({ code: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t.name}>
              <Input
                aria-label={t.name}
                value={draft.name}
                onChange={(e) => set({ name: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t.advanced.customerName}>
              <Input
                aria-label={t.advanced.customerName}
                value={draft.customer}
                onChange={(e) => set({ customer: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t.address}>
              <AddressFields value={draft.address} onChange={(address) => set({ address })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t.advanced.receiveDates}>
              <DateRangeInput
                label={t.receiveDate}
                value={draft.dates}
                onChange={(dates) => set({ dates })}
              />
            </Form.Item>
            {numberRow('quantity', t.quantity, 'money')}
            {numberRow('total_weight', t.weightLong, 'weight')}
            {numberRow('price', t.price, 'money')}
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

const emptyFilters: Partial<ProductsListQuery> = {
  code: undefined,
  name: undefined,
  customer: undefined,
  province_id: undefined,
  district_id: undefined,
  ward_id: undefined,
  address_version: undefined,
  date_from: undefined,
  date_to: undefined,
  quantity: undefined,
  total_weight: undefined,
  price: undefined,
};
