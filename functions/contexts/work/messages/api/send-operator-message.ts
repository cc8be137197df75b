import { idempotent } from '../../../../platform/idempotency/idempotent';
import { newId } from '../../../../platform/kernel/secrets';
import { idParams } from '../../../../platform/wire/schemas';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { sendMessage } from '../use-cases/messages';
import { messagesTable } from '../wiring/table';
import { messageBody, sent, sentResponses } from './message-views';

/** The task's current operator writes to its agent: stored, and sent to the agent as a `task.message` event. */
export const handler = operatorHandler({ params: idParams, body: messageBody, responses: sentResponses })(async (request) => {
  const { principal, now } = request;
  const taskId = request.params.id;
  return idempotent(
    request.headers['idempotency-key'],
    `messages:${principal.operatorId}`,
    { task_id: taskId, ...request.body },
    now,
    async (contribute) => {
      const party = { kind: 'operator' as const, operatorId: principal.operatorId };
      return sent(
        await sendMessage(messagesTable, party, taskId, request.body.text, { messageId: newId('msg') }, now, (made) => contribute(sent(made))),
      );
    },
  );
});
