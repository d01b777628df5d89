import { Tag } from 'antd';
import type { ProductStage } from '@depot/shared/products/products.schema';
import type { TimelineStage } from '@depot/shared/products/product-timeline.schema';
import { vi } from '../../../i18n/vi';

const t = vi.products.branches;

/**
 * The colours of where goods are: what needs a look red, on the road blue, arrived green; the
 * rest (at the branch, on a vehicle not yet left) plain. The list's tag and the road share them.
 */
export const STAGE_COLORS: Partial<Record<ProductStage | TimelineStage, string>> = {
  missing: 'red',
  written_off: 'default',
  in_transit: 'blue',
  arrived: 'green',
  delivered: 'cyan',
  delivery_voided: 'orange',
  returned: 'purple',
};

/** A goods line's stage as a small tag (`Đang vận chuyển`), shown only with branches. */
export function StageTag({ stage }: { stage: ProductStage }) {
  return <Tag color={STAGE_COLORS[stage]}>{t.stages[stage]}</Tag>;
}
