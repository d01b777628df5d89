import { endpoint } from '../api/contract';
import {
  receiptTrackTokenParamSchema,
  trackQuerySchema,
  trackReceiptReplySchema,
  trackReplySchema,
  trackTokenParamSchema,
} from './tracking.schema';

const tags = ['Tra cứu'];

/** The public lookup of a parcel (`Tra cứu`, docs/domain.md "Tracking"): no sign-in, rate-limited. */
export const trackingApi = {
  /** GET /public/track: by code and the last 4 digits of the receiver's phone. */
  byCode: endpoint({
    method: 'GET',
    path: '/public/track',
    tags,
    query: trackQuerySchema,
    reply: trackReplySchema,
    public: true,
    errors: [429],
  }),
  /** GET /public/track/:token: by the QR code's link. */
  byToken: endpoint({
    method: 'GET',
    path: '/public/track/:token',
    tags,
    params: trackTokenParamSchema,
    reply: trackReplySchema,
    public: true,
    errors: [429],
  }),
  /** GET /public/track/receipt/:token: by a receipt's QR code, its parcels. */
  byReceipt: endpoint({
    method: 'GET',
    path: '/public/track/receipt/:token',
    tags,
    params: receiptTrackTokenParamSchema,
    reply: trackReceiptReplySchema,
    public: true,
    errors: [429],
  }),
};
