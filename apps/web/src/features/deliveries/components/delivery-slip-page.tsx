import { useParams } from 'react-router';
import { idNumber } from '@depot/shared/validation/numbers';
import { RecordPrintPage } from '../../../components/print/record-print-page';
import { vi } from '../../../i18n/vi';
import { useDelivery } from '../api/get-delivery';
import { DeliverySlipSheet } from './delivery-slip-sheet';

const t = vi.deliveries.slip;
const deliveryId = idNumber(t.invalid);

/** /phieu-giao/:id: the slip of one handover, A5 on one sheet (A4 on request), to sign and file. */
export function DeliverySlipPage() {
  const parsed = deliveryId.safeParse(useParams().id);
  const delivery = useDelivery(parsed.success ? parsed.data : undefined);
  return (
    <RecordPrintPage
      record={delivery}
      invalid={parsed.success ? null : parsed.error.issues[0]!.message}
      titleOf={(data) => t.document(data.number)}
      loadingTitle={t.loading}
      backTo="/hang-cho-giao"
    >
      {(data, depot) => <DeliverySlipSheet delivery={data} depot={depot} />}
    </RecordPrintPage>
  );
}
