import { endpoint } from '../api/contract';
import { dashboardQuerySchema, dashboardSchema } from './dashboard.schema';

/** The home page's figures. */
export const dashboardApi = {
  /** GET /dashboard: the figures of the home page (Tổng quan) for a period. */
  get: endpoint({
    method: 'GET',
    path: '/dashboard',
    tags: ['Thống kê'],
    query: dashboardQuerySchema,
    reply: dashboardSchema,
  }),
};
