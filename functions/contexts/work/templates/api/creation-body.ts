import * as z from 'zod/mini';
import { isoDateTime } from '../../../../platform/kernel/zod-formats';
import { withMeta } from '../../../../platform/wire/meta';
import { wholeCents } from '../../../../platform/wire/schemas';
import { resultSchemaField, taskTexts } from '../../tasks/api/task-inputs';
import {
  CLAIM_WITHIN_MAX_MINUTES,
  MAX_DEADLINE_DAYS,
  MIN_CALLBACK_SECRET,
  PURPOSE_LENGTH,
  RESTRICTED_TASK_TYPES,
  SANDBOX_SCENARIOS,
  TASK_TYPES,
} from '../../tasks/domain';
import { INPUT_NAME, MAX_INPUT_LENGTH, MAX_INPUTS } from '../domain';

const instant = isoDateTime({ offset: true });

/** The work window as a creation body gives it. */
const workWindowField = withMeta(z.object({ not_before: z.optional(instant), not_after: z.optional(instant) }), {
  id: 'WorkWindowRequest',
  description:
    'When the work may happen (RFC 3339 with offset; one bound or both): an operator cannot start before not_before (409 `Work window opens at <time>`), ' +
    'a photo taken outside the window fails the evidence check in_window, and no new-task push goes out once not_after has passed. ' +
    '400 unless not_before < not_after, not_after is in the future and not_after <= deadline.',
  examples: [{ not_before: '2026-12-01T09:00:00+01:00', not_after: '2026-12-01T11:00:00+01:00' }],
});

const inputs = withMeta(
  z
    .record(z.string().check(z.regex(INPUT_NAME, 'must be letters, digits and _')), z.string().check(z.maxLength(MAX_INPUT_LENGTH)))
    .check(z.refine((given) => Object.keys(given).length <= MAX_INPUTS, `must hold at most ${MAX_INPUTS} inputs`)),
  {
    description: `With template_id: the text of each {{placeholder}} of the template's title and description (at most ${MAX_INPUTS}, each at most ${MAX_INPUT_LENGTH} characters)`,
  },
);

/**
 * The body of POST /api/v1/tasks (and of every route that takes a creation body): a full task, or
 * `template_id` + `inputs` with any field overriding the template's. expandCreationBody
 * (the templates' use case) turns it into a full task request.
 */
export const creationBody = z.object({
  template_id: withMeta(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), {
    description: 'A template (GET /api/v1/templates) whose fields the task takes, its placeholders filled from inputs; fields given here win',
  }),
  inputs: z.optional(inputs),
  title: withMeta(z.optional(taskTexts.title), { description: 'Required unless the template gives it' }),
  description: withMeta(z.optional(taskTexts.description), { description: 'Required unless the template gives it' }),
  reward_usd: withMeta(z.optional(wholeCents(z.number())), { description: 'Required unless the template gives it' }),
  proof_requirements: withMeta(z.optional(taskTexts.proof_requirements), { description: 'Required unless the template gives it' }),
  task_type: withMeta(z.optional(z.enum(TASK_TYPES)), { description: "The template's, else VERIFICATION" }),
  purpose: withMeta(z.optional(z.string().check(z.trim(), z.minLength(PURPOSE_LENGTH.min), z.maxLength(PURPOSE_LENGTH.max))), {
    description:
      `Whose account or service the task is for, and why (${PURPOSE_LENGTH.min} to ${PURPOSE_LENGTH.max} characters). Required for the restricted types ` +
      `${RESTRICTED_TASK_TYPES.join(', ')} (400 \`purpose is required for <TYPE> tasks\`); screened with the rest of the task and shown to operators above the description`,
  }),
  result_schema: z.optional(resultSchemaField),
  deadline: withMeta(z.optional(isoDateTime({ offset: true })), {
    description: `When the task expires: in the future and at most ${MAX_DEADLINE_DAYS} days after creation (400 otherwise); default 72 hours ahead.`,
  }),
  claim_within_minutes: withMeta(z.optional(z.number()), {
    description:
      `How soon an operator must claim the task, in minutes after creation (CLAIM_WITHIN_MIN_MINUTES, 5 by default, to ${CLAIM_WITHIN_MAX_MINUTES}; may be fractional; 400 outside). ` +
      'Still PENDING then, the task is CANCELLED with its whole escrow refunded and cancel_reason `unclaimed` (with a callback). ' +
      'A quote says whether operators nearby usually claim that fast (claim_within).',
  }),
  window: z.optional(workWindowField),
  location: z.optional(
    z.object({
      lat: z.number().check(z.minimum(-90), z.maximum(90)),
      lng: z.number().check(z.minimum(-180), z.maximum(180)),
      address: z.optional(z.string().check(z.maxLength(500))),
    }),
  ),
  callback_url: z.optional(z.string().check(z.maxLength(2048))),
  callback_secret: withMeta(z.optional(z.string().check(z.minLength(MIN_CALLBACK_SECRET), z.maxLength(256))), {
    description: `Signs this task's callbacks instead of the agent's default secret: ${MIN_CALLBACK_SECRET} to 256 characters`,
  }),
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
