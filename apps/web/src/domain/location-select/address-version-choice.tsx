import { Flex, Segmented, Typography } from 'antd';
import {
  NEW_ADDRESS_VERSION,
  OLD_ADDRESS_VERSION,
  type AddressVersion,
} from '@depot/shared/locations/locations.schema';
import { vi } from '../../i18n/vi';

const t = vi.customers;

/**
 * `Danh mục: Mới (2025) | Cũ`: which list an address filter picks its places from (docs/decisions/0010-addresses-2025.md).
 * Either finds both kinds of address: the server maps one list onto the other.
 */
export function AddressVersionChoice({
  value,
  onChange,
}: {
  value: AddressVersion;
  onChange: (version: AddressVersion) => void;
}) {
  return (
    <Flex align="center" gap="small">
      <Typography.Text type="secondary">{t.addressList}</Typography.Text>
      <Segmented<AddressVersion>
        size="small"
        aria-label={t.addressList}
        value={value}
        onChange={onChange}
        options={[
          { label: t.newList, value: NEW_ADDRESS_VERSION },
          { label: t.oldList, value: OLD_ADDRESS_VERSION },
        ]}
      />
    </Flex>
  );
}
