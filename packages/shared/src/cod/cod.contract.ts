import { endpoint } from '../api/contract';
import { idParamSchema } from '../api/envelope';
import {
  codReceiverLinesSchema,
  codSenderLinesSchema,
  codSendersQuerySchema,
  codSendersSchema,
} from './cod.schema';

const tags = ['Thu hộ'];

/** `Đối soát thu hộ`: what is owed to the senders (docs/payments.md, "Owed to senders"). */
export const codApi = {
  /** GET /cod/senders: per sender, thu hộ not collected, collected and not paid out, paid out. */
  senders: endpoint({
    method: 'GET',
    path: '/cod/senders',
    tags,
    query: codSendersQuerySchema,
    reply: codSendersSchema,
  }),
  /** GET /cod/senders/:id/lines: the sender's lines with thu hộ behind those figures. */
  senderLines: endpoint({
    method: 'GET',
    path: '/cod/senders/:id/lines',
    tags,
    params: idParamSchema,
    reply: codSenderLinesSchema,
  }),
  /** GET /cod/receivers/:id/lines: the receiver's lines with thu hộ still to collect. */
  receiverLines: endpoint({
    method: 'GET',
    path: '/cod/receivers/:id/lines',
    tags,
    params: idParamSchema,
    reply: codReceiverLinesSchema,
  }),
};
