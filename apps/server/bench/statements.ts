/**
 * The statement screens at depot scale (docs/decisions/0016-speed-targets-and-kept-totals.md "Speed"): the statement lists by date range,
 * customer and archive, the count behind a delete, the customers of a busy vehicle and its goods
 * lines with their totals (lib/statements-cases.ts), on the demo depot through lib/demo-bench.ts.
 */
import { runDemoBench } from './lib/demo-bench';
import { pickStatementValues, statementCases } from './lib/statements-cases';

await runDemoBench('statements', async (db, today, { log }) => {
  const picks = await pickStatementValues(db);
  log(`Chuyến đông nhất: xe ${picks.carId} ngày ${picks.date}, ${picks.lines} dòng hàng`);
  return statementCases(picks, today);
});
