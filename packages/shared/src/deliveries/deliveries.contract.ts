import { endpoint, fileEndpoint } from '../api/contract';
import { idParamSchema } from '../api/envelope';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import { deliveryCreateSchema, deliverySchema, deliveryVoidBodySchema } from './deliveries.schema';
import {
  deliveryFailedBodySchema,
  deliveryFailedSchema,
  failureReasonBodySchema,
  failureReasonSchema,
} from './delivery-failures.schema';
import { z } from 'zod';
import { returnBodySchema, returnsSchema } from './returns.schema';

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
  /** POST /deliveries/failed (`Không giao được`): the parcels stay waiting, attempts counted. */
  failed: endpoint({
    method: 'POST',
    path: '/deliveries/failed',
    tags,
    body: deliveryFailedBodySchema,
    reply: deliveryFailedSchema,
  }),
  /**
   * POST /returns (`Hoàn hàng`): each parcel becomes a goods line of its sender, back to the
   * branch that received it, at the freight given; the parcel is `returned`.
   */
  returns: endpoint({
    method: 'POST',
    path: '/returns',
    tags,
    body: returnBodySchema,
    reply: returnsSchema,
  }),
  /** GET /delivery-failure-reasons: the depot's list, the retired ones too. */
  reasons: endpoint({
    method: 'GET',
    path: '/delivery-failure-reasons',
    tags,
    reply: z.array(failureReasonSchema),
  }),
  /** POST /delivery-failure-reasons (admins): a reason added to the list. */
  createReason: endpoint({
    method: 'POST',
    path: '/delivery-failure-reasons',
    tags,
    body: failureReasonBodySchema,
    reply: failureReasonSchema,
    roles: ACCOUNT_MANAGER_ROLES,
  }),
  /** PUT /delivery-failure-reasons/:id (admins): renamed, or retired (`active: false`). */
  updateReason: endpoint({
    method: 'PUT',
    path: '/delivery-failure-reasons/:id',
    tags,
    params: idParamSchema,
    body: failureReasonBodySchema,
    reply: failureReasonSchema,
    roles: ACCOUNT_MANAGER_ROLES,
  }),
};
