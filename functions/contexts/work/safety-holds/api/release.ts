import { idParams } from '../../../../platform/wire/schemas';
import { adminHandler } from '../../../accounts/staff/wiring/admin-handler';
import { releaseHold } from '../use-cases';
import { safetyHolds } from '../wiring/api';
import { decisionSchema, decisionView } from './decision-views';

const responses = !import.meta.bundled && { 200: decisionSchema };

/** Staff release a HELD task: it opens to operators (PENDING), its escrow as it was. */
export const handler = adminHandler({ params: idParams, responses })(async (request) => ({
  status: 200,
  body: decisionView(await releaseHold(safetyHolds, request.params.id, request.principal.actor, request.now)),
}));
