import { idempotent } from '../../../../../platform/idempotency/idempotent';
import { sealAll } from '../../../../../platform/table/seal';
import { agentHandler } from '../../../../accounts/agents/wiring/agent-handler';
import { keySpendingSeal } from '../../../../accounts/agents/wiring/key-spending';
import { auditSeal } from '../../../../accounts/audit/use-cases';
import { auditTable } from '../../../../accounts/audit/wiring/table';
import { payable, paymentRequiredSchema } from '../../../../money/deposits/api/x402-payable';
import { expandCreationBody } from '../../../templates/use-cases';
import { templateRequests } from '../../../templates/wiring/api';
import type { Task } from '../../domain/tasks';
import { createTask } from '../../use-cases/create-task';
import { taskCreation } from '../../wiring/creation';
import { creationBody } from './creation-body';
import { createdTaskSchema, createdTaskView } from './task-views';

const responses = { 201: createdTaskSchema, 402: paymentRequiredSchema };

const created = (task: Task) => ({ status: 201 as const, body: createdTaskView(task) });

/**
 * Creates a task, from a template when the body names one: within the calling key's spending
 * limits and recorded in the audit log, in the transaction that holds the escrow (which also
 * writes the `task.created` event the agent's webhook endpoints are sent). A short
 * balance answers 402 with x402 payment requirements; retried with the payment, it is paid and created.
 */
export const handler = agentHandler({ scope: 'tasks:write', body: creationBody, responses })(async (request) => {
  const { principal, now } = request;
  const { agentId } = principal;
  return payable(request, '/api/v1/tasks', () =>
    idempotent(request.headers['idempotency-key'], `tasks:${agentId}`, request.body, now, async (seal) => {
      const task = await expandCreationBody(templateRequests, agentId, request.body);
      const withTask = sealAll<Task>(
        keySpendingSeal(principal, now, (made) => [made.reward_cents + made.fee_cents]),
        auditSeal(auditTable, principal, 'task.created', now, (made) => made.task_id),
        (made) => seal(created(made)),
      );
      return created(await createTask(taskCreation, agentId, task, now, withTask));
    }),
  );
});
