import { endpoint } from '../api/contract';
import { conflictReplySchema, pageSchema } from '../api/envelope';
import {
  archiveResultSchema,
  tripCountSchema,
  tripCustomerRowSchema,
  tripRestoreConflictSchema,
  tripRestoreResultSchema,
  tripRowSchema,
} from './trips-replies.schema';
import { ADMIN_ROLES } from '../users/users.schema';
import { ARCHIVE_ROLES } from './trips.rules';
import { idParamSchema } from '../api/envelope';
import {
  arrivalParcelParamsSchema,
  tripArrivalSchema,
  tripRoadSchema,
  writeOffBodySchema,
} from './trip-arrival.schema';
import {
  archiveBodySchema,
  tripCustomersQuerySchema,
  tripListQuerySchema,
  tripRestoreBodySchema,
  tripScopeQuerySchema,
} from './trips.schema';

const tags = ['Bảng kê'];
/** archived=true is the superadmin's: the lists answer 403 to anyone else. */
const archiveForbidden = [403] as const;

/** Trips (a vehicle's statement of a date, spec 2): the lists, their archive and its restore. */
export const tripsApi = {
  /** GET /trips: one row per vehicle and departure date, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/trips',
    tags,
    query: tripListQuerySchema,
    reply: pageSchema(tripRowSchema),
    errors: archiveForbidden,
  }),
  /** GET /trips/count: the live lines DELETE /trips would archive (same scope). */
  count: endpoint({
    method: 'GET',
    path: '/trips/count',
    tags,
    query: tripScopeQuerySchema,
    reply: tripCountSchema,
  }),
  /** DELETE /trips: a vehicle's lists for a date range (or one customer's lines) archived. */
  archive: endpoint({
    method: 'DELETE',
    path: '/trips',
    tags,
    query: tripScopeQuerySchema,
    body: archiveBodySchema,
    reply: archiveResultSchema,
  }),
  /** GET /trips/customers: one statement (customer on a trip) per row. */
  customers: endpoint({
    method: 'GET',
    path: '/trips/customers',
    tags,
    query: tripCustomersQuerySchema,
    reply: pageSchema(tripCustomerRowSchema),
    errors: archiveForbidden,
  }),
  /** POST /trips/restore: archived lines back onto their live trip; 409 names goods moved since. */
  restore: endpoint({
    method: 'POST',
    path: '/trips/restore',
    tags,
    body: tripRestoreBodySchema,
    reply: tripRestoreResultSchema,
    roles: ARCHIVE_ROLES,
    responses: { 409: conflictReplySchema(tripRestoreConflictSchema) },
  }),
  /** POST /trips/:id/depart: `Xuất bến`, the trip leaves its branch; its goods are in transit. */
  depart: endpoint({
    method: 'POST',
    path: '/trips/:id/depart',
    tags,
    params: idParamSchema,
    reply: tripRoadSchema,
  }),
  /** GET /trips/:id/arrival: expected, arrived, missing and extra parcels of a trip. */
  arrival: endpoint({
    method: 'GET',
    path: '/trips/:id/arrival',
    tags,
    params: idParamSchema,
    reply: tripArrivalSchema,
  }),
  /** POST /trips/:id/arrival/confirm: `Xác nhận đã nhận xe`; parcels not scanned are missing. */
  confirmArrival: endpoint({
    method: 'POST',
    path: '/trips/:id/arrival/confirm',
    tags,
    params: idParamSchema,
    reply: tripArrivalSchema,
  }),
  /** A missing parcel given up by an admin, with the reason (audited); a later scan finds it. */
  writeOff: endpoint({
    method: 'POST',
    path: '/trips/:id/arrival/missing/:product_id/write-off',
    tags,
    params: arrivalParcelParamsSchema,
    body: writeOffBodySchema,
    reply: tripArrivalSchema,
    roles: ADMIN_ROLES,
  }),
  /** A parcel that came though not on the list (`Thừa`), accepted at the branch by an admin. */
  acceptExtra: endpoint({
    method: 'POST',
    path: '/trips/:id/arrival/extras/:product_id/accept',
    tags,
    params: arrivalParcelParamsSchema,
    reply: tripArrivalSchema,
    roles: ADMIN_ROLES,
  }),
};
