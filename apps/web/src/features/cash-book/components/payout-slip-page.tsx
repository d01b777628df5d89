import { useParams } from 'react-router';
import { idNumber } from '@depot/shared/validation/numbers';
import { RecordPrintPage } from '../../../components/print/record-print-page';
import { vi } from '../../../i18n/vi';
import { usePayout } from '../api/get-payout';
import { PayoutSlipSheet } from './payout-slip-sheet';

const t = vi.payouts.slip;
const payoutId = idNumber(t.invalid);

/** /phieu-chi/:id: the slip of one payout, A5 on one sheet (A4 on request), to sign and file. */
export function PayoutSlipPage() {
  const parsed = payoutId.safeParse(useParams().id);
  const payout = usePayout(parsed.success ? parsed.data : undefined);
  return (
    <RecordPrintPage
      record={payout}
      invalid={parsed.success ? null : parsed.error.issues[0]!.message}
      titleOf={(data) => t.document(data.number)}
      loadingTitle={t.loading}
      backTo="/so-quy"
    >
      {(data, depot) => <PayoutSlipSheet payout={data} depot={depot} />}
    </RecordPrintPage>
  );
}
