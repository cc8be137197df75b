import * as z from 'zod';
import { SANDBOX_SCENARIOS } from '../../core/tasks';
import { TASK_DOMAINS, TASK_STATUSES, TASK_TYPES, type Task } from '../../core/tasks';
import { itemOf } from './read';

const cents = z.number().int();

/** A task item (keys.task) as the store reads it back. */
export const taskItem = itemOf<Task>()({
  task_id: z.string(),
  agent_id: z.string(),
  title: z.string(),
  description: z.string(),
  task_type: z.enum(TASK_TYPES),
  task_domain: z.enum(TASK_DOMAINS),
  location: z.object({ lat: z.number(), lng: z.number(), address: z.string().optional() }).optional(),
  reward_cents: cents,
  fee_cents: cents,
  escrow_cents: cents,
  refunded_cents: cents.optional(),
  deadline: z.string(),
  proof_requirements: z.array(z.string()),
  callback_url: z.string().optional(),
  callback_secret_sealed: z.string().optional(),
  digital_instructions: z.string().optional(),
  proof_type: z.string().optional(),
  agent_public_key: z.string().optional(),
  status: z.enum(TASK_STATUSES),
  version: z.number().int(),
  sandbox: z.boolean(),
  sandbox_scenario: z.enum(SANDBOX_SCENARIOS).optional(),
  sandbox_run_ended_at: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  operator: z.object({ id: z.string(), name: z.string(), rating: z.number() }).optional(),
  estimate_minutes: z.number().optional(),
  estimate_note: z.string().optional(),
  claimed_at: z.string().optional(),
  approval_deadline: z.string().optional(),
  accepted_at: z.string().optional(),
  started_at: z.string().optional(),
  submitted_at: z.string().optional(),
  verified_at: z.string().optional(),
  completed_at: z.string().optional(),
  cancelled_at: z.string().optional(),
  proof: z.object({ photos: z.array(z.string()), notes: z.string(), submittedAt: z.string() }).optional(),
  guardian_result: z
    .object({
      decision: z.string(),
      confidence: z.number(),
      reasoning: z.string(),
      checks: z.array(z.object({ check: z.string(), photo_id: z.string(), passed: z.boolean(), detail: z.string() })).optional(),
      requirements: z.array(z.object({ requirement: z.string(), met: z.boolean(), photo_ids: z.array(z.string()), reason: z.string() })).optional(),
    })
    .optional(),
  review: z.object({ decision: z.enum(['APPROVE', 'REJECT']), reason: z.string().optional() }).optional(),
  dispute: z
    .object({
      reason: z.string(),
      disputed_at: z.string(),
      appeal_deadline: z.string(),
      appeal: z.object({ reason: z.string(), appealed_at: z.string() }).optional(),
      resolution: z
        .object({
          outcome: z.enum(['refund', 'release', 'split']),
          operator_cents: cents.optional(),
          note: z.string().optional(),
          resolved_at: z.string(),
        })
        .optional(),
    })
    .optional(),
  rated: z.literal(true).optional(),
  resumes: z.number().int().optional(),
  encrypted_credential: z
    .object({ protected: z.string(), encrypted_key: z.string(), iv: z.string(), ciphertext: z.string(), tag: z.string() })
    .optional(),
});

/**
 * What a task holds that is written once: at creation, or by the one step that produces it (the
 * proof, the Guardian's verdict, the credential). It lives in its own item (keys.taskContent), so
 * the item every status change rewrites stays under 1 KB (one write unit, not two or three).
 */
const CONTENT = {
  title: true,
  description: true,
  location: true,
  proof_requirements: true,
  callback_url: true,
  callback_secret_sealed: true,
  digital_instructions: true,
  proof_type: true,
  agent_public_key: true,
  proof: true,
  guardian_result: true,
  encrypted_credential: true,
} as const satisfies Partial<Record<keyof Task, true>>;

export const TASK_CONTENT_FIELDS = Object.keys(CONTENT) as (keyof typeof CONTENT)[];

/** A task's item (keys.task): its status, money, claim and timestamps; what transitions rewrite. */
export const taskCoreItem = taskItem.omit(CONTENT);
/** A task's content item (keys.taskContent): the content fields, with the task's ids. */
export const taskContentItem = taskItem.pick({ ...CONTENT, task_id: true, agent_id: true });
