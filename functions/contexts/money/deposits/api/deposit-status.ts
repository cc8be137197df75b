import { idParams } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { getOwnDeposit } from '../use-cases/deposit-queries';
import { depositReads } from '../wiring/reads';
import { depositSchema, depositView } from './deposit-views';

const responses = !import.meta.bundled && { 200: depositSchema };

export const handler = agentHandler({ scope: 'funds:read', params: idParams, responses })(async (request) => ({
  status: 200,
  body: depositView(await getOwnDeposit(depositReads, request.params.id, request.principal.agentId)),
}));
