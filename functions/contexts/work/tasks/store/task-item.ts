import * as z from 'zod/mini';
import { cents, itemOf, itemSchema } from '../../../../platform/table/read-item';
import { CANCEL_REASONS, SANDBOX_SCENARIOS, TASK_DOMAINS, TASK_STATUSES, TASK_TYPES, type Task, taskDomainOf } from '../domain/tasks';
import { tasksKeys } from './keys';
import { resultSchemaItem, taskResultItem } from './result-schema-item';
import { verdictItem } from './verdict-item';

/**
 * A task item (tasksKeys.task) as the store reads it back. The schemas here are marked pure, so a
 * bundle that imports the tasks store but reads no task item (a quote) leaves them out.
 */
export const taskItem = /* @__PURE__ */ itemOf<Task>()(() => ({
  task_id: z.string(),
  agent_id: z.string(),
  title: z.string(),
  description: z.string(),
  purpose: z.optional(z.string()),
  task_type: z.enum(TASK_TYPES),
  task_domain: z.enum(TASK_DOMAINS),
  location: z.optional(z.object({ lat: z.number(), lng: z.number(), address: z.optional(z.string()) })),
  reward_cents: cents(),
  fee_cents: cents(),
  escrow_cents: cents(),
  refunded_cents: z.optional(cents()),
  kill_fee_cents: z.optional(cents()),
  deadline: z.string(),
  claim_by: z.optional(z.string()),
  window: z.optional(z.object({ not_before: z.optional(z.string()), not_after: z.optional(z.string()) })),
  proof_requirements: z.array(z.string()),
  callback_url: z.optional(z.string()),
  callback_secret_sealed: z.optional(z.string()),
  digital_instructions: z.optional(z.string()),
  proof_type: z.optional(z.string()),
  agent_public_key: z.optional(z.string()),
  status: z.enum(TASK_STATUSES),
  version: z.number().check(z.int()),
  sandbox: z.boolean(),
  sandbox_scenario: z.optional(z.enum(SANDBOX_SCENARIOS)),
  sandbox_run_ended_at: z.optional(z.string()),
  batch_id: z.optional(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  operator: z.optional(z.object({ id: z.string(), name: z.string(), rating: z.number() })),
  estimate_minutes: z.optional(z.number()),
  estimate_note: z.optional(z.string()),
  claimed_at: z.optional(z.string()),
  approval_deadline: z.optional(z.string()),
  accepted_at: z.optional(z.string()),
  started_at: z.optional(z.string()),
  start_location: z.optional(z.object({ lat: z.number(), lng: z.number(), accuracy_m: z.optional(z.number()) })),
  submitted_at: z.optional(z.string()),
  reviewed_at: z.optional(z.string()),
  verified_at: z.optional(z.string()),
  completed_at: z.optional(z.string()),
  cancelled_at: z.optional(z.string()),
  cancel_reason: z.optional(z.enum(CANCEL_REASONS)),
  proof: z.optional(z.object({ photos: z.array(z.string()), notes: z.string(), submittedAt: z.string() })),
  result_schema: z.optional(resultSchemaItem()),
  result: z.optional(taskResultItem()),
  template_id: z.optional(z.string()),
  guardian_result: z.optional(verdictItem()),
  review: z.optional(z.object({ decision: z.enum(['APPROVE', 'REJECT']), reason: z.optional(z.string()) })),
  dispute: z.optional(
    z.object({
      reason: z.string(),
      disputed_at: z.string(),
      appeal_deadline: z.string(),
      appeal: z.optional(z.object({ reason: z.string(), appealed_at: z.string() })),
      resolution: z.optional(
        z.object({
          outcome: z.enum(['refund', 'release', 'split']),
          operator_cents: z.optional(cents()),
          note: z.optional(z.string()),
          resolved_at: z.string(),
        }),
      ),
    }),
  ),
  hold: z.optional(z.object({ reason: z.string(), category: z.string(), held_at: z.string() })),
  reports: z.optional(z.number().check(z.int())),
  rated: z.optional(z.literal(true)),
  tips_cents: z.optional(cents()),
  resumes: z.optional(z.number().check(z.int())),
  callbacks_due: z.optional(z.string()),
  encrypted_credential: z.optional(
    z.object({ protected: z.string(), encrypted_key: z.string(), iv: z.string(), ciphertext: z.string(), tag: z.string() }),
  ),
}));

/**
 * What a task holds that is written once: at creation, or by the one step that produces it (the
 * proof, the Guardian's verdict, the credential). It lives in its own item (tasksKeys.taskContent), so
 * the item every status change rewrites stays under 1 KB (one write unit, not two or three).
 */
const CONTENT = {
  title: true,
  description: true,
  purpose: true,
  location: true,
  proof_requirements: true,
  callback_url: true,
  callback_secret_sealed: true,
  digital_instructions: true,
  proof_type: true,
  agent_public_key: true,
  proof: true,
  result_schema: true,
  result: true,
  template_id: true,
  guardian_result: true,
  reviewed_at: true,
  encrypted_credential: true,
} as const satisfies Partial<Record<keyof Task, true>>;

export const TASK_CONTENT_FIELDS = /* @__PURE__ */ Object.keys(CONTENT) as (keyof typeof CONTENT)[];

/**
 * What the task item does not repeat, since it carries them already: its agent and creation time
 * in its gsi1 keys (tasksKeys.agentTasks, on every task item), its domain in its type (taskDomainOf).
 * The item is rewritten at every move, and each write of it past 1 KB costs twice.
 */
const DERIVED = { agent_id: true, created_at: true, task_domain: true } as const satisfies Partial<Record<keyof Task, true>>;

export const TASK_DERIVED_FIELDS = /* @__PURE__ */ Object.keys(DERIVED) as (keyof typeof DERIVED)[];

/** A task's item (tasksKeys.task): its status, money, claim and timestamps; what transitions rewrite. */
export const taskCoreItem = /* @__PURE__ */ itemSchema(() =>
  z.pipe(
    z.extend(z.omit(taskItem(), { ...CONTENT, ...DERIVED }), { gsi1pk: z.string(), gsi1sk: z.string() }),
    z.transform(({ gsi1pk, gsi1sk, ...core }) => {
      const { agentId, createdAt } = tasksKeys.ofAgentTasks(gsi1pk, gsi1sk);
      return { ...core, agent_id: agentId, created_at: createdAt, task_domain: taskDomainOf(core.task_type) };
    }),
  ),
);
/** A task's content item (tasksKeys.taskContent): the content fields, with the task's ids. */
export const taskContentItem = /* @__PURE__ */ itemSchema(() => z.pick(taskItem(), { ...CONTENT, task_id: true, agent_id: true }));
