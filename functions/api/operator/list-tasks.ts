import { z } from 'zod';
import { toDollars } from '../../core/money';
import { TASK_TYPES } from '../../core/tasks';
import { apiHandler } from '../../http/api-handler';
import { listOpenTasks } from '../../store/tasks';

const query = z.object({
  task_type: z.enum(TASK_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Open work: what an operator needs to decide, and nothing of the agent's (no callback, no key). */
export const handler = apiHandler({ query }, async ({ query, now }) => {
  const { tasks, total } = await listOpenTasks({ taskType: query.task_type, now, limit: query.limit, offset: query.offset });
  return {
    status: 200,
    body: {
      data: tasks.map((task) => ({
        task_id: task.task_id,
        title: task.title,
        description: task.description,
        task_type: task.task_type,
        task_domain: task.task_domain,
        location: task.location ?? null,
        reward_usd: toDollars(task.reward_cents),
        deadline: task.deadline,
        proof_requirements: task.proof_requirements,
        digital_instructions: task.digital_instructions ?? null,
        created_at: task.created_at,
      })),
      pagination: { limit: query.limit, offset: query.offset, total },
    },
  };
});
