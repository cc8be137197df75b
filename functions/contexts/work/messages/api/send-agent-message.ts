import { idempotent } from '../../../../platform/idempotency/idempotent';
import { newId } from '../../../../platform/kernel/secrets';
import { contributesAll } from '../../../../platform/table/contribution';
import { idParams } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import type { Message } from '../domain/messages';
import { sendMessage } from '../use-cases/messages';
import { messagesTable } from '../wiring/table';
import { messageBody, sent, sentResponses } from './message-views';

/** The agent writes to its task's operator; the message is in the audit log, committed with it. */
export const handler = agentHandler({
  scope: 'tasks:write',
  params: idParams,
  body: messageBody,
  responses: sentResponses,
  audit: { action: 'message.sent', target: (message: Message) => message.task_id },
})(async (request) => {
  const { principal, now, audit } = request;
  const taskId = request.params.id;
  return idempotent(
    request.headers['idempotency-key'],
    `messages:${principal.agentId}`,
    { task_id: taskId, ...request.body },
    now,
    async (contribute) => {
      const party = { kind: 'agent' as const, agentId: principal.agentId };
      return sent(
        await sendMessage(
          messagesTable,
          party,
          taskId,
          request.body.text,
          { messageId: newId('msg') },
          now,
          contributesAll(audit, (made) => contribute(sent(made))),
        ),
      );
    },
  );
});
