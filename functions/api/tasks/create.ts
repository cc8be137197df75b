import * as z from 'zod';
import { toCents } from '../../core/money';
import { SANDBOX_SCENARIOS } from '../../core/tasks';
import { DEFAULT_TASK_TYPE, TASK_TYPES, type Task } from '../../core/tasks';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { idempotent } from '../../http/idempotency';
import { createTask } from '../../use-cases/tasks/create-task';
import { wholeCents } from '../../wire/schemas';
import { createdTaskSchema, createdTaskView } from './views';

const body = z.object({
  title: z.string().trim().min(1).max(500),
  description: z.string().trim().min(1).max(5000),
  reward_usd: wholeCents(z.number()),
  proof_requirements: z.array(z.string().trim().min(1).max(500)).min(1).max(50),
  task_type: z.enum(TASK_TYPES).default(DEFAULT_TASK_TYPE),
  deadline: z.iso.datetime({ offset: true }).optional(),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), address: z.string().max(500).optional() }).optional(),
  callback_url: z.string().max(2048).optional(),
  callback_secret: z.string().min(1).max(256).optional(),
  digital_instructions: z.string().max(10000).optional(),
  proof_type: z.string().max(100).optional(),
  agent_public_key: z.string().max(10000).optional(),
  sandbox_scenario: z
    .enum(SANDBOX_SCENARIOS, { error: `must be one of ${SANDBOX_SCENARIOS.join(', ')}` })
    .optional()
    .meta({
      description:
        'Sandbox tasks only (400 otherwise): the path the simulated run plays. complete (default): claimed, approved, worked, approved by the Guardian, COMPLETED. ' +
        "manual_review: the proof's photos fail an evidence check, so the task waits in MANUAL_REVIEW for the agent's verify. " +
        'operator_withdraws: claimed, then the claim is withdrawn; back to PENDING, where it stays until its deadline. ' +
        'expire: never claimed; cancelled at its deadline.',
    }),
});
const responses = { 201: createdTaskSchema };

const created = (task: Task) => ({ status: 201 as const, body: createdTaskView(task) });

export const handler = apiHandler({ body, responses })(async (request) => {
  const { agentId } = callingAgent(request);
  const { reward_usd, ...fields } = request.body;
  return idempotent(request.headers['idempotency-key'], `tasks:${agentId}`, request.body, request.now, async (seal) =>
    created(await createTask(agentId, { ...fields, reward: toCents(reward_usd)! }, request.now, (task) => seal(created(task)))),
  );
});
