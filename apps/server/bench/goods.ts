/**
 * The goods screens at depot scale (docs/decisions/0016-speed-targets-and-kept-totals.md "Speed"): the goods list with every filter, deep
 * paging, the count, suggestions and a pickup of 100 goods (targets in lib/goods-cases.ts), on
 * the demo depot through lib/demo-bench.ts.
 */
import { runDemoBench } from './lib/demo-bench';
import { goodsCases, pickValues } from './lib/goods-cases';

await runDemoBench('goods', async (db, _today, { runs }) => goodsCases(await pickValues(db, runs)));
