import { idParams } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { getBatchState } from '../use-cases/batch-queries';
import { batchReads } from '../wiring/reads';
import { batchSchema, batchView } from './batch-views';

const responses = !import.meta.bundled && { 200: batchSchema };

/** The batch: its seats counted by status, and the consensus as it stands. */
export const handler = agentHandler({ scope: 'tasks:read', params: idParams, responses })(async (request) => ({
  status: 200,
  body: batchView(await getBatchState(batchReads, request.params.id, request.principal.agentId)),
}));
