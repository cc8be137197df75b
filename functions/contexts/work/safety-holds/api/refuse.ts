import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { idParams } from '../../../../platform/wire/schemas';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { refuseHold } from '../use-cases';
import { safetyHolds } from '../wiring/api';
import { decisionSchema, decisionView } from './decision-views';

const body = z.object({
  reason: withMeta(z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)), { description: 'Why, for the audit log' }),
});
const responses = !import.meta.bundled && { 200: decisionSchema };

/** Staff refuse a HELD task: CANCELLED, and the whole escrow (reward and fee) refunded to the agent. */
export const handler = adminHandler({ params: idParams, body, responses })(async (request) => ({
  status: 200,
  body: decisionView(await refuseHold(safetyHolds, request.params.id, request.body.reason, request.principal.actor, request.now)),
}));
