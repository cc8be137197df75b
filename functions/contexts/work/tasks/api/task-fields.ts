import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp } from '../../../../platform/wire/schemas';
import { MAX_RESULT_FIELDS } from '../domain/result-schemas';
import { TASK_TEXT_LIMITS, type Task } from '../domain/tasks';

// Marked pure, so a bundle keeps only the fields its route takes or answers with.

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The task's texts, as a creation body and a template both take them. */
export const taskTexts = {
  title: /* @__PURE__ */ text(TASK_TEXT_LIMITS.title),
  description: /* @__PURE__ */ text(TASK_TEXT_LIMITS.description),
  proof_requirements: /* @__PURE__ */ z
    .array(/* @__PURE__ */ text(TASK_TEXT_LIMITS.requirement))
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(TASK_TEXT_LIMITS.requirements)),
};

/** A result_schema as the wire takes it: an object, held to the subset by the domain (parseResultSchema). */
export const resultSchemaField = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown()), {
  id: 'ResultSchema',
  description:
    `A JSON Schema object whose properties (1 to ${MAX_RESULT_FIELDS}, named with letters, digits and _) are each a string (minLength, maxLength), ` +
    'number or integer (minimum, maximum), boolean, or enum (of strings or numbers), with title and description; `required` lists the ' +
    'properties an answer must hold. Nothing else is accepted ($ref, format, pattern, nesting: 400). The operator answers it as a form at submit.',
  examples: [{ type: 'object', properties: { open: { type: 'boolean' }, price: { type: 'number', minimum: 0 } }, required: ['open'] }],
});

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
