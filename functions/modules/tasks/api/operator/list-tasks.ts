import * as z from 'zod/mini';
import { operatorHandler } from '../../../../platform/http/operator-handler';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { location, nextCursor, pageQuery, pagination, taskDomain, taskType, timestamp, usd } from '../../../../platform/wire/schemas';
import { listOpenTasks } from '../../../operators/use-cases/operator-queries';
import { TASK_TYPES } from '../../domain/tasks';
import { resultSchemaField } from '../agent/creation-body';
import { agentRecordSchema } from './operator-task-views';

const query = z.object({ task_type: z.optional(z.enum(TASK_TYPES)), ...pageQuery });
const openTask = withMeta(
  z.object({
    task_id: z.string(),
    title: z.string(),
    description: z.string(),
    task_type: taskType,
    task_domain: taskDomain,
    location: z.nullable(location),
    reward_usd: withMeta(usd, { description: 'What the operator earns on completion' }),
    deadline: timestamp,
    proof_requirements: z.array(z.string()),
    digital_instructions: z.nullable(z.string()),
    result_schema: withMeta(z.nullable(resultSchemaField), { description: 'The form the operator answers at submit; null: none' }),
    agent: agentRecordSchema,
    created_at: timestamp,
  }),
  {
    id: 'OperatorTaskListItem',
    description: "An open task as operators see it: nothing of the agent's but its record (no callback, no public key, no fee)",
  },
);
const responses = { 200: z.object({ data: z.array(openTask), pagination, next_cursor: nextCursor }) };

/** Open work: what an operator needs to decide, and nothing of the agent's (no callback, no key). */
export const handler = operatorHandler({ query, responses })(async ({ query, now }) => {
  const { views, pagination, nextCursor } = await listOpenTasks(
    { taskType: query.task_type, limit: query.limit, offset: query.offset, cursor: query.cursor },
    now,
  );
  return {
    status: 200,
    body: {
      data: views.map(({ task, agent }) => ({
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
        result_schema: (task.result_schema as Record<string, unknown> | undefined) ?? null,
        agent,
        created_at: task.created_at,
      })),
      pagination,
      next_cursor: nextCursor,
    },
  };
});
