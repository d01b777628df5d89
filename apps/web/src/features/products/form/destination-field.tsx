import { Col, Form, Row } from 'antd';
import { productFields } from '@depot/shared/products/products.schema';
import { BranchSelect } from '../../../domain/branch-select';
import { vi } from '../../../i18n/vi';
import { useBranches } from '../../../lib/branch-queries';
import { zodRule } from '../../../lib/zod-rule';

const t = vi.products.branches;
const rules = [zodRule(productFields.destination_branch_id)];

/**
 * `Chi nhánh nhận`, where the goods go (docs/domain.md, "Branches"); absent while the depot has
 * one branch. A new line may leave it to the server (`Theo tỉnh của khách`: the branch serving
 * the customer's province, else the receiving one), which is then sent as nothing. An edit shows
 * the goods' destination and has no such choice: a field left out of an edit keeps its value, so
 * "by province" would silently mean "unchanged".
 */
export function DestinationField({ mode }: { mode: 'create' | 'update' }) {
  const { shown } = useBranches();
  if (!shown) return null;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={t.destination} name="destination_branch_id" rules={rules}>
          <BranchSelect noneLabel={mode === 'create' ? t.byProvince : undefined} />
        </Form.Item>
      </Col>
    </Row>
  );
}
