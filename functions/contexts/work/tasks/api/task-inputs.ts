import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { MAX_RESULT_FIELDS } from '../domain/result-schemas';
import { TASK_TEXT_LIMITS } from '../domain/tasks';

// A file apart from the task's other fields: esbuild keeps these initializers (a property read, a template)
// wherever their file is bundled, so only the bundles that take a task's texts or result_schema hold them.

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
