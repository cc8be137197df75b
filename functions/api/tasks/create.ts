import { z } from 'zod';
import { config } from '../../settings';
import { errors } from '../../core/errors';
import { entries } from '../../core/ledger';
import { toCents } from '../../core/money';
import { newId } from '../../core/secrets';
import { draftTask } from '../../core/task-drafts';
import { DEFAULT_TASK_TYPE, TASK_TYPES } from '../../core/tasks';
import { TIER_LIMITS, usageDay } from '../../core/tiers';
import { checkCallbackUrl } from '../../adapters/callbacks/callback-url';
import { sealTaskSecret } from '../../adapters/callbacks/callback-secrets';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { idempotent } from '../../http/idempotency';
import { getAgent } from '../../store/agents';
import { insertTask } from '../../store/tasks';
import { wholeCents } from '../../wire/schemas';
import { createdTaskSchema, createdTaskView } from './views';

const body = z.object({
  title: z.string().trim().min(1).max(500),
  description: z.string().trim().min(1).max(5000),
  reward_usd: wholeCents(z.number()),
  proof_requirements: z.array(z.string().trim().min(1).max(500)).min(1).max(50),
  task_type: z.enum(TASK_TYPES).default(DEFAULT_TASK_TYPE),
  deadline: z.iso.datetime({ offset: true }).optional(),
  location: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), address: z.string().max(500).optional() })
    .optional(),
  callback_url: z.string().max(2048).optional(),
  callback_secret: z.string().min(1).max(256).optional(),
  digital_instructions: z.string().max(10000).optional(),
  proof_type: z.string().max(100).optional(),
  agent_public_key: z.string().max(10000).optional(),
});
const responses = { 201: createdTaskSchema };

export const handler = apiHandler({ body, responses })(async (request) => {
  const { agentId } = callingAgent(request);
  const { reward_usd, ...fields } = request.body;
  return idempotent(request.headers['idempotency-key'], `tasks:${agentId}`, request.body, request.now, async (seal) => {
    const agent = await getAgent(agentId);
    if (!agent) throw errors.agentNotFound();
    const { task, price } = await draftTask(
      { ...fields, reward: toCents(reward_usd)! },
      { agentId, tier: agent.tier },
      { taskId: newId('task') },
      request.now,
      config.platformFeeBps,
    );
    if (task.callback_url) await checkCallbackUrl(task.callback_url, { allowHosts: config.callbackAllowHosts });
    if (fields.callback_secret) task.callback_secret_sealed = await sealTaskSecret(task.task_id, fields.callback_secret);
    const limits = TIER_LIMITS[agent.tier];
    const hold = task.sandbox ? undefined : entries.escrowHold(agentId, task.task_id, price.total);
    const result = { status: 201 as const, body: createdTaskView(task) };
    await insertTask(
      task,
      { day: usageDay(request.now), tier: agent.tier, maxTasks: limits.maxDailyTasks, maxSpend: limits.maxDailySpend },
      hold,
      seal(result),
    );
    return result;
  });
});
