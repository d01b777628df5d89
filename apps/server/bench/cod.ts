/**
 * Money out at depot scale (docs/payments.md, "Owed to senders", "Paying senders", "Sổ quỹ"): what
 * is owed to the senders, a busy sender's lines, a receiver's thu hộ due, the cash book and the
 * payouts of the busiest month and the dashboard (lib/cod-cases.ts), on the demo depot through
 * lib/demo-bench.ts.
 */
import { codCases, pickCodValues } from './lib/cod-cases';
import { runDemoBench } from './lib/demo-bench';

await runDemoBench('cod', async (db, today, { log }) => {
  const picks = await pickCodValues(db);
  log(
    `Người gửi nhiều hàng thu hộ nhất: ${picks.senderId} (${picks.senderLines} dòng), ` +
      `người nhận: ${picks.receiverId}, tháng nhiều phiếu thu nhất: ${picks.month}`,
  );
  return codCases(picks, today);
});
