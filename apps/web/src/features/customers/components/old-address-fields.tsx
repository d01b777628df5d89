import { Col, Form, Row } from 'antd';
import { customerFields } from '@depot/shared/customers/customers.schema';
import { LocationSelect } from '../../../domain/location-select/location-select';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import type { CustomerFormValues } from './customer-form';

const t = vi.customers;

// The same shared schemas the server validates with (spec 1 §5).
const rules = {
  province_id: [zodRule(customerFields.province_id)],
  district_id: [zodRule(customerFields.district_id)],
  ward_id: [zodRule(customerFields.ward_id)],
};

/**
 * The old list's province → district → ward (spec 1 §5) as cascading searchable selects: a
 * level is disabled until the one above is chosen, and changing a level clears those below.
 * `onWardPicked`: a person chose a ward (the form then looks up the new ward it became).
 */
export function OldAddressFields({ onWardPicked }: { onWardPicked: (id?: number) => void }) {
  const form = Form.useFormInstance<CustomerFormValues>();
  const provinceId = Form.useWatch('province_id', form);
  const districtId = Form.useWatch('district_id', form);

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label={t.province} name="province_id" rules={rules.province_id}>
          <LocationSelect
            level="province"
            placeholder={t.pickProvince}
            onChange={() => form.setFieldsValue({ district_id: undefined, ward_id: undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t.district} name="district_id" rules={rules.district_id}>
          <LocationSelect
            level="district"
            parentId={provinceId}
            placeholder={t.pickDistrict}
            onChange={() => form.setFieldsValue({ ward_id: undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t.ward} name="ward_id" rules={rules.ward_id}>
          <LocationSelect
            level="ward"
            parentId={districtId}
            placeholder={t.pickWard}
            onChange={(id) => onWardPicked(id)}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
