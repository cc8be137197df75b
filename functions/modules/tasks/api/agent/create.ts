import * as z from 'zod/mini';
import { agentHandler } from '../../../../platform/http/agent-handler';
import { idempotent } from '../../../../platform/idempotency/idempotent';
import { toCents } from '../../../../platform/kernel/money';
import { sealAll } from '../../../../platform/table/seal';
import { withMeta } from '../../../../platform/wire/meta';
import { wholeCents } from '../../../../platform/wire/schemas';
import { keySpendingSeal } from '../../../agents/use-cases/key-spending';
import { auditSeal } from '../../../audit/use-cases/agent-audit';
import { auditTable } from '../../../audit/wiring/table';
import type { TaskRequest } from '../../domain/task-drafts';
import { DEFAULT_TASK_TYPE, MAX_DEADLINE_DAYS, SANDBOX_SCENARIOS, TASK_TYPES, type Task } from '../../domain/tasks';
import { createTask } from '../../use-cases/create-task';
import { createdTaskSchema, createdTaskView } from './task-views';

/** The creation body (POST /api/v1/tasks; a batch's `task`). */
export const taskCreationBody = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  reward_usd: wholeCents(z.number()),
  proof_requirements: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))).check(z.minLength(1), z.maxLength(50)),
  task_type: z._default(z.enum(TASK_TYPES), DEFAULT_TASK_TYPE),
  deadline: withMeta(z.optional(z.iso.datetime({ offset: true })), {
    description: `When the task expires: in the future and at most ${MAX_DEADLINE_DAYS} days after creation (400 otherwise); default 72 hours ahead.`,
  }),
  location: z.optional(
    z.object({
      lat: z.number().check(z.minimum(-90), z.maximum(90)),
      lng: z.number().check(z.minimum(-180), z.maximum(180)),
      address: z.optional(z.string().check(z.maxLength(500))),
    }),
  ),
  callback_url: z.optional(z.string().check(z.maxLength(2048))),
  callback_secret: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  digital_instructions: z.optional(z.string().check(z.maxLength(10000))),
  proof_type: z.optional(z.string().check(z.maxLength(100))),
  agent_public_key: z.optional(z.string().check(z.maxLength(10000))),
  sandbox_scenario: withMeta(z.optional(z.enum(SANDBOX_SCENARIOS, { error: `must be one of ${SANDBOX_SCENARIOS.join(', ')}` })), {
    description:
      'Sandbox tasks only (400 otherwise): the path the simulated run plays. complete (default): claimed, approved, worked, approved by the Guardian, COMPLETED. ' +
      "manual_review: the proof's photos fail an evidence check, so the task waits in MANUAL_REVIEW for the agent's verify. " +
      'operator_withdraws: claimed, then the claim is withdrawn; back to PENDING, where it stays until its deadline. ' +
      'expire: never claimed; cancelled at its deadline.',
  }),
});
const responses = { 201: createdTaskSchema };

/** The creation body as the creation path takes it: the reward in cents. */
export const taskRequestOf = ({ reward_usd, ...fields }: z.output<typeof taskCreationBody>): TaskRequest => ({
  ...fields,
  reward: toCents(reward_usd)!,
});

const created = (task: Task) => ({ status: 201 as const, body: createdTaskView(task) });

/** Creates a task: within the calling key's spending limits, recorded in the audit log, all in the transaction that holds the escrow. */
export const handler = agentHandler({ scope: 'tasks:write', body: taskCreationBody, responses })(async (request) => {
  const { principal, now } = request;
  const { agentId } = principal;
  return idempotent(request.headers['idempotency-key'], `tasks:${agentId}`, request.body, now, async (seal) => {
    const withTask = sealAll<Task>(
      keySpendingSeal(principal, now, (task) => [task.reward_cents + task.fee_cents]),
      auditSeal(auditTable, principal, 'task.created', now, (task) => task.task_id),
      (task) => seal(created(task)),
    );
    return created(await createTask(agentId, taskRequestOf(request.body), now, withTask));
  });
});
