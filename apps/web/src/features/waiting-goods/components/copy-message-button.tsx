import { Button } from 'antd';
import type { WaitingCustomer } from '@depot/shared/products/waiting-goods.schema';
import { TAP_SIZE } from '../../../components/phone/phone-theme';
import { useCopyReceiverMessage } from '../../../domain/receiver-message/use-copy-receiver-message';
import { vi } from '../../../i18n/vi';

/** `Sao chép tin nhắn` on a customer's card of `Hàng chờ giao`: that customer's waiting goods. */
export function CopyMessageButton({ group }: { group: WaitingCustomer }) {
  const { ready, copyGroup } = useCopyReceiverMessage();
  return (
    <Button style={{ minHeight: TAP_SIZE }} disabled={!ready} onClick={() => void copyGroup(group)}>
      {vi.deliveries.copyMessage}
    </Button>
  );
}
