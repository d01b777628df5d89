import { Button } from 'antd';
import { useCopyReceiverMessage } from '../../../domain/receiver-message/use-copy-receiver-message';
import { vi } from '../../../i18n/vi';

/** `Sao chép tin nhắn` of the arrival list: every parcel of this customer waiting here. */
export function CopyWaitingMessage({ customerId }: { customerId: number }) {
  const { ready, copyWaitingOf } = useCopyReceiverMessage();
  return (
    <Button size="small" disabled={!ready} onClick={() => void copyWaitingOf(customerId)}>
      {vi.deliveries.copyMessage}
    </Button>
  );
}
