import { Col, Form, Row } from 'antd';
import { customerFields } from '@depot/shared/customers/customers.schema';
import { NEW_ADDRESS_VERSION } from '@depot/shared/locations/locations.schema';
import { LocationSelect } from '../../../domain/location-select/location-select';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import type { CustomerFormValues } from './customer-form';

const t = vi.customers;

const rules = {
  province_id: [zodRule(customerFields.province_id)],
  ward_id: [zodRule(customerFields.ward_id)],
};

/**
 * The 2025 list's province → ward (no district since 1 July 2025, docs/decisions/0010-addresses-2025.md). The
 * ward search also finds a ward by the old wards it was made of (`Bến Nghé` → Phường Sài Gòn).
 */
export function NewAddressFields({ onChange }: { onChange: () => void }) {
  const form = Form.useFormInstance<CustomerFormValues>();
  const provinceId = Form.useWatch('province_id', form);

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={t.province} name="province_id" rules={rules.province_id}>
          <LocationSelect
            level="province"
            version={NEW_ADDRESS_VERSION}
            placeholder={t.pickProvince}
            onChange={() => {
              form.setFieldsValue({ ward_id: undefined });
              onChange();
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t.ward} name="ward_id" rules={rules.ward_id}>
          <LocationSelect
            level="ward"
            version={NEW_ADDRESS_VERSION}
            parentId={provinceId}
            placeholder={t.pickWard}
            onChange={onChange}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
