import { idParams } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { cancelBatch } from '../use-cases/cancel-batch';
import { batchCancels } from '../wiring/cancel';
import { batchSchema, batchView } from './batch-views';

const responses = !import.meta.bundled && { 200: batchSchema };

/** Cancels the seats no operator works on yet (each refunded), and answers the batch as it then stands. */
export const handler = agentHandler({ scope: 'tasks:write', params: idParams, responses })(async (request) => ({
  status: 200,
  body: batchView(await cancelBatch(batchCancels, request.params.id, request.principal.agentId, request.now)),
}));
