import { endpoint, fileEndpoint } from '../api/contract';
import { idParamSchema } from '../api/envelope';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import { deliveryCreateSchema, deliverySchema, deliveryVoidBodySchema } from './deliveries.schema';

const tags = ['Giao hàng'];

/** Handing goods over (`Giao hàng`, docs/domain.md "Handover"): record, read, its images, void. */
export const deliveriesApi = {
  /** POST /deliveries: parcels of one receiver handed over, once per request_id. */
  create: endpoint({
    method: 'POST',
    path: '/deliveries',
    tags,
    body: deliveryCreateSchema,
    reply: deliverySchema,
  }),
  /** GET /deliveries/:id: one handover, for its slip and the parcel's history. */
  get: endpoint({
    method: 'GET',
    path: '/deliveries/:id',
    tags,
    params: idParamSchema,
    reply: deliverySchema,
  }),
  /** GET /deliveries/:id/photo: the photo taken at the handover (JPEG). */
  photo: fileEndpoint({
    method: 'GET',
    path: '/deliveries/:id/photo',
    tags,
    params: idParamSchema,
    file: { type: 'image/jpeg', description: 'Ảnh giao hàng' },
  }),
  /** GET /deliveries/:id/signature: the receiver's signature (PNG). */
  signature: fileEndpoint({
    method: 'GET',
    path: '/deliveries/:id/signature',
    tags,
    params: idParamSchema,
    file: { type: 'image/png', description: 'Chữ ký người nhận' },
  }),
  /** POST /deliveries/:id/void (admins): the parcels wait again; its payments stay as they are. */
  void: endpoint({
    method: 'POST',
    path: '/deliveries/:id/void',
    tags,
    params: idParamSchema,
    body: deliveryVoidBodySchema,
    reply: deliverySchema,
    roles: ACCOUNT_MANAGER_ROLES,
  }),
};
