import * as z from 'zod/mini';
import { cents, itemOf } from '../../../../platform/table/read-item';
import type { Completion } from '../domain/completions';
import { TASK_TYPES } from '../domain/tasks';

/** A completion record (tasksKeys.taskCompletion) as the store reads it back. */
export const completionItem = /* @__PURE__ */ itemOf<Completion>()(() => ({
  task_id: z.string(),
  task_type: z.enum(TASK_TYPES),
  reward_cents: cents(),
  operator_id: z.string(),
  claim_minutes: z.number().check(z.int()),
  completed_at: z.string(),
  location: z.optional(z.object({ lat: z.number(), lng: z.number() })),
}));
