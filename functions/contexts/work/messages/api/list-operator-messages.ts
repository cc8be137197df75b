import { idParams } from '../../../../platform/wire/schemas';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { listMessages } from '../use-cases/messages';
import { messageReads } from '../wiring/reads';
import { listResponses, messageQuery, messageView } from './message-views';

/** The messages of the operator's conversation with the task's agent, oldest first. */
export const handler = operatorHandler({ params: idParams, query: messageQuery, responses: listResponses })(async (request) => {
  const reader = { kind: 'operator' as const, operatorId: request.principal.operatorId };
  const { messages, nextCursor } = await listMessages(messageReads, reader, request.params.id, request.query);
  return { status: 200, body: { data: messages.map(messageView), next_cursor: nextCursor } };
});
