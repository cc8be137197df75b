import * as z from 'zod/mini';
import { toDollars } from '../../../../../platform/kernel/money';
import { coercedNumber } from '../../../../../platform/kernel/zod-formats';
import { withMeta } from '../../../../../platform/wire/meta';
import { location, nextCursor, pageQuery, pagination, timestamp, usd } from '../../../../../platform/wire/schemas';
import { operatorHandler } from '../../../../accounts/operators/wiring/operator-handler';
import { NEAR_DEFAULT_RADIUS_KM, NEAR_MAX_RADIUS_KM, type Point, shownDistanceKm } from '../../domain/near';
import { TASK_TYPES } from '../../domain/tasks';
import { taskErrors } from '../../errors';
import { listNearTasks, listOpenTasks, type OperatorTaskView } from '../../use-cases/operator-task-queries';
import { operatorTaskReads } from '../../wiring/operator-task-reads';
import { workWindowSchema, workWindowView } from '../task-fields';
import { resultSchemaField } from '../task-inputs';
import { taskDomain, taskType } from '../task-status-views';
import { agentRecordSchema, policyFields, policyView } from './operator-task-views';

/** `<lat>,<lng>` in decimal degrees, e.g. `52.52,13.405`. */
const NEAR_PATTERN = /^\s*(-?\d{1,3}(?:\.\d{1,15})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,15})?)\s*$/;
const parseNear = (text: string): Point | undefined => {
  const match = NEAR_PATTERN.exec(text);
  if (!match) return undefined;
  const point = { lat: Number(match[1]), lng: Number(match[2]) };
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? point : undefined;
};

const query = z.object({
  task_type: z.optional(z.enum(TASK_TYPES)),
  near: z.optional(
    withMeta(
      z
        .string()
        .check(
          z.refine((text) => parseNear(text) !== undefined, 'must be "<lat>,<lng>" in decimal degrees, lat from -90 to 90, lng from -180 to 180'),
        ),
      { description: 'Only located tasks within radius_km of this point, nearest first, each with distance_km: `<lat>,<lng>`' },
    ),
  ),
  radius_km: z.optional(
    withMeta(coercedNumber().check(z.gt(0), z.maximum(NEAR_MAX_RADIUS_KM)), {
      description: `With near: the radius in km (default ${NEAR_DEFAULT_RADIUS_KM}, at most ${NEAR_MAX_RADIUS_KM})`,
    }),
  ),
  ...pageQuery,
});
const openTask = withMeta(
  z.object({
    task_id: z.string(),
    title: z.string(),
    description: z.string(),
    ...policyFields,
    task_type: taskType,
    task_domain: taskDomain,
    location: z.nullable(location),
    reward_usd: withMeta(usd, { description: 'What the operator earns on completion' }),
    deadline: timestamp,
    window: workWindowSchema,
    proof_requirements: z.array(z.string()),
    digital_instructions: z.nullable(z.string()),
    result_schema: withMeta(z.nullable(resultSchemaField), { description: 'The form the operator answers at submit; null: none' }),
    agent: agentRecordSchema,
    created_at: timestamp,
    distance_km: z.optional(withMeta(z.number(), { description: 'With near: how far the task is from that point, in km (to 10 m)' })),
  }),
  {
    id: 'OperatorTaskListItem',
    description: "An open task as operators see it: nothing of the agent's but its record (no callback, no public key, no fee)",
  },
);
const responses = !import.meta.bundled && { 200: z.object({ data: z.array(openTask), pagination, next_cursor: nextCursor }) };

/**
 * Open work: what an operator needs to decide, and nothing of the agent's (no callback, no key);
 * newest first, or with `near` the located tasks around a point, nearest first.
 */
export const handler = operatorHandler({ query, responses })(async ({ query, now }) => {
  const page = { taskType: query.task_type, limit: query.limit, offset: query.offset, cursor: query.cursor };
  const near = query.near === undefined ? undefined : parseNear(query.near);
  if (!near && query.radius_km !== undefined) throw taskErrors.radiusWithoutNear();
  const { views, pagination, nextCursor } = near
    ? await listNearTasks(operatorTaskReads, { ...page, near, radiusKm: query.radius_km ?? NEAR_DEFAULT_RADIUS_KM }, now)
    : await listOpenTasks(operatorTaskReads, page, now);
  return {
    status: 200,
    body: {
      data: views.map(({ task, agent, distanceKm }: OperatorTaskView & { distanceKm?: number }) => ({
        task_id: task.task_id,
        title: task.title,
        description: task.description,
        ...policyView(task),
        task_type: task.task_type,
        task_domain: task.task_domain,
        location: task.location ?? null,
        reward_usd: toDollars(task.reward_cents),
        deadline: task.deadline,
        window: workWindowView(task),
        proof_requirements: task.proof_requirements,
        digital_instructions: task.digital_instructions ?? null,
        result_schema: (task.result_schema as Record<string, unknown> | undefined) ?? null,
        agent,
        created_at: task.created_at,
        ...(distanceKm === undefined ? {} : { distance_km: shownDistanceKm(distanceKm) }),
      })),
      pagination,
      next_cursor: nextCursor,
    },
  };
});
