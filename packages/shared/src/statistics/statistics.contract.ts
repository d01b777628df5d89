import { endpoint } from '../api/contract';
import {
  receiptStatsPageSchema,
  receiptStatsQuerySchema,
  transportDetailQuerySchema,
  transportDetailSchema,
} from './statistics.schema';
import { tripsProfitQuerySchema, tripsProfitSchema } from './trips-profit.schema';

const tags = ['Thống kê'];

/** The statements' statistics (Thống kê phiếu thu). */
export const statisticsApi = {
  /** GET /thong-ke/phieu-thu: a page of statements (customer × vehicle × date) and the totals. */
  receipts: endpoint({
    method: 'GET',
    path: '/thong-ke/phieu-thu',
    tags,
    query: receiptStatsQuerySchema,
    reply: receiptStatsPageSchema,
  }),
  /** GET /tk/phieu-thu/chi-tiet: a customer's loaded goods lines in the range. */
  transportDetail: endpoint({
    method: 'GET',
    path: '/tk/phieu-thu/chi-tiet',
    tags,
    query: transportDetailQuerySchema,
    reply: transportDetailSchema,
  }),
  /** GET /statistics/trips-profit: each trip's freight, costs and what is left, by vehicle too. */
  tripsProfit: endpoint({
    method: 'GET',
    path: '/statistics/trips-profit',
    tags,
    query: tripsProfitQuerySchema,
    reply: tripsProfitSchema,
  }),
};
