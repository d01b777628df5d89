/**
 * The statistics screens at depot scale (docs/decisions/0016-speed-targets-and-kept-totals.md "Speed"): GET /thong-ke/phieu-thu over a day,
 * a week and a month, filtered and paged, and the transport detail of a busy customer
 * (lib/statistics-cases.ts), on the demo depot through lib/demo-bench.ts.
 */
import { runDemoBench } from './lib/demo-bench';
import { pickStatisticsValues, statisticsCases } from './lib/statistics-cases';

await runDemoBench('statistics', async (db, today, { log }) => {
  const picks = await pickStatisticsValues(db, today);
  log(`Khách nhiều hàng nhất tuần này: ${picks.customerId}, ${picks.lines} dòng hàng`);
  return statisticsCases(picks, today);
});
