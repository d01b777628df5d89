import type { StatementCustomer } from '@depot/shared/trips/trips-replies.schema';
import { shortAddress } from '@depot/shared/locations/locations.rules';

/** `12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh`: short enough for a table row or a label. */
export function customerShortAddress(
  customer: Pick<StatementCustomer, 'number_house' | 'ward_id' | 'district_id' | 'province_id'>,
): string {
  const places = shortAddress([customer.ward_id, customer.district_id, customer.province_id]);
  return [customer.number_house.trim(), places].filter(Boolean).join(', ');
}
