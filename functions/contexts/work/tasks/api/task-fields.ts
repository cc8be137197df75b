import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp } from '../../../../platform/wire/schemas';
import type { Task } from '../domain/tasks';

// Marked pure, so a bundle keeps only the fields its route takes or answers with.

/** A submitted result as shown: one value per field of the result_schema. Pure, as the next: a route that shows no task drops them. */
export const taskResultSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.record(
    /* @__PURE__ */ z.string(),
    /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number(), /* @__PURE__ */ z.boolean()]),
  ),
  {
    id: 'TaskResult',
    description: "The operator's structured answer, checked against the task's result_schema at submit",
  },
);

/** The work window as tasks show it: in UTC, an open bound null; null for a task without one. */
export const workWindowSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.nullable(
    /* @__PURE__ */ z.object({ not_before: /* @__PURE__ */ z.nullable(timestamp), not_after: /* @__PURE__ */ z.nullable(timestamp) }),
  ),
  {
    id: 'WorkWindow',
    description: 'When the work may happen (window at creation), in UTC; an open bound is null. null: any time before the deadline',
  },
);

export const workWindowView = (task: Pick<Task, 'window'>): z.output<typeof workWindowSchema> =>
  task.window ? { not_before: task.window.not_before ?? null, not_after: task.window.not_after ?? null } : null;
