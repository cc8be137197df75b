import { idempotent } from '../../../../platform/idempotency/idempotent';
import { contributesAll } from '../../../../platform/table/contribution';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { keySpendingContribution } from '../../../accounts/agents/wiring/key-spending';
import { payable, paymentRequiredSchema } from '../../../money/deposits/api/x402-payable';
import { createdTaskSchema, createdTaskView } from '../../tasks/api/agent/task-views';
import type { Task } from '../../tasks/domain';
import { creationBody } from '../../templates/api/creation-body';
import { createTaskFromBody } from '../use-cases';
import { taskCreationRoutes } from '../wiring/tasks';

const responses = !import.meta.bundled && { 201: createdTaskSchema, 402: paymentRequiredSchema };

const created = (task: Task) => ({ status: 201 as const, body: createdTaskView(task) });

/**
 * Creates a task, from a template when the body names one: within the calling key's spending
 * limits and recorded in the audit log, in the transaction that holds the escrow (which also
 * writes the `task.created` event the agent's webhook endpoints are sent). A short
 * balance answers 402 with x402 payment requirements; retried with the payment, it is paid and created.
 */
export const handler = agentHandler({
  scope: 'tasks:write',
  body: creationBody,
  responses,
  audit: { action: 'task.created', target: (made: Task) => made.task_id },
})(async (request) => {
  const { principal, now } = request;
  const { agentId } = principal;
  return payable(request, '/api/v1/tasks', () =>
    idempotent(request.headers['idempotency-key'], `tasks:${agentId}`, request.body, now, async (contribute) => {
      const withTask = contributesAll<Task>(
        keySpendingContribution(principal, now, (made) => [made.reward_cents + made.fee_cents]),
        request.audit,
        (made) => contribute(created(made)),
      );
      return created(await createTaskFromBody(taskCreationRoutes, agentId, request.body, now, withTask));
    }),
  );
});
