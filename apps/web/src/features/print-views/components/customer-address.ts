import type { StatementCustomer } from '@depot/shared/trips/trips-replies.schema';
import { customerAddressLine } from '@depot/shared/locations/locations.rules';

/** `12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh`: short enough for a table row or a label. */
export function customerShortAddress(
  customer: Pick<StatementCustomer, 'number_house' | 'ward_id' | 'district_id' | 'province_id'>,
): string {
  return customerAddressLine(customer);
}
