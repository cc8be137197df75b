import { idParams } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { listMessages } from '../use-cases/messages';
import { messageReads } from '../wiring/reads';
import { listResponses, messageQuery, messageView } from './message-views';

/** The task's messages, oldest first, while it has an operator. */
export const handler = agentHandler({ scope: 'tasks:read', params: idParams, query: messageQuery, responses: listResponses })(async (request) => {
  const reader = { kind: 'agent' as const, agentId: request.principal.agentId };
  const { messages, nextCursor } = await listMessages(messageReads, reader, request.params.id, request.query);
  return { status: 200, body: { data: messages.map(messageView), next_cursor: nextCursor } };
});
