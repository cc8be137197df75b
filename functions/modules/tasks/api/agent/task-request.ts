import * as z from 'zod/mini';
import { toCents } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { wholeCents } from '../../../../platform/wire/schemas';
import type { TaskRequest } from '../../domain/task-drafts';
import { DEFAULT_TASK_TYPE, MAX_DEADLINE_DAYS, SANDBOX_SCENARIOS, TASK_TYPES } from '../../domain/tasks';

/** A creation body: what POST /api/v1/tasks takes, and a quote (POST /api/v1/tasks/quote) too. */
export const taskRequestBody = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  reward_usd: wholeCents(z.number()),
  proof_requirements: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))).check(z.minLength(1), z.maxLength(50)),
  task_type: z._default(z.enum(TASK_TYPES), DEFAULT_TASK_TYPE),
  deadline: withMeta(z.optional(z.iso.datetime({ offset: true })), {
    description: `When the task expires: in the future and at most ${MAX_DEADLINE_DAYS} days after creation (400 otherwise); default 72 hours ahead.`,
  }),
  location: z.optional(
    z.object({
      lat: z.number().check(z.minimum(-90), z.maximum(90)),
      lng: z.number().check(z.minimum(-180), z.maximum(180)),
      address: z.optional(z.string().check(z.maxLength(500))),
    }),
  ),
  callback_url: z.optional(z.string().check(z.maxLength(2048))),
  callback_secret: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
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

/** The request as the use cases take it: the reward in cents. */
export const taskRequestOf = ({ reward_usd, ...fields }: z.output<typeof taskRequestBody>): TaskRequest => ({
  ...fields,
  reward: toCents(reward_usd)!,
});
