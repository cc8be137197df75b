import * as z from 'zod/mini';
import { distanceKm } from '../../../../../platform/kernel/geohash';
import { toDollars } from '../../../../../platform/kernel/money';
import { withMeta } from '../../../../../platform/wire/meta';
import { location, timestamp, usd } from '../../../../../platform/wire/schemas';
import { proofWithdrawn } from '../../domain/disputes';
import { shownDistanceKm } from '../../domain/near';
import { CANCEL_REASONS, DEFAULT_SANDBOX_SCENARIO, SANDBOX_NOTICE, SANDBOX_SCENARIOS, type Task } from '../../domain/tasks';
import { disputeSchema, disputeView } from '../dispute-views';
import { taskResultSchema, workWindowSchema, workWindowView } from '../task-fields';
import { resultSchemaField } from '../task-inputs';
import { taskDomain, taskStatus, taskType } from '../task-status-views';

// Every schema here is marked pure, so a bundle keeps only those its route answers with (creation: TaskCreated, not Task).

/** The kill fee as every view of a cancelled task says it (the cancel answer, the task, its callback): null when none was paid. */
export const killFeeUsd = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(usd), {
  description:
    "What the agent's cancel paid the operator out of the escrow because an operator held the task (ACCEPTED): KILL_FEE_PERCENT of the reward, at least KILL_FEE_MIN_USD, at most the reward; null when none was paid",
});

export const killFeeOf = (task: Pick<Task, 'kill_fee_cents'>): number | null =>
  task.kill_fee_cents === undefined ? null : toDollars(task.kill_fee_cents);

export const operatorSummary = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    id: /* @__PURE__ */ z.string(),
    name: /* @__PURE__ */ z.string(),
    rating: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(5)),
  }),
  {
    id: 'Operator',
    description: 'The operator holding the claim',
  },
);

const proof = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    photos: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string()), {
      description:
        'Presigned GET URLs of the photos (valid at least 15 minutes), in the order of photo_ids: copies in their own format and pixel size, upright, without EXIF, XMP or IPTC metadata. Empty after a dispute ended in a refund.',
    }),
    photo_ids: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())), {
      description: 'The photo ids the operator submitted, in submission order (empty after a dispute ended in a refund)',
    }),
    notes: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
      description: "The operator's notes (null after a dispute ended in a refund)",
    }),
    submittedAt: timestamp,
  }),
  { id: 'Proof', description: 'What the operator submitted' },
);

const guardianResult = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    decision: /* @__PURE__ */ z.string(),
    confidence: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(1)),
    reasoning: /* @__PURE__ */ z.string(),
    checks: /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.array(
          /* @__PURE__ */ z.object({
            check: /* @__PURE__ */ z.string(),
            photo_id: /* @__PURE__ */ z.string(),
            passed: /* @__PURE__ */ z.boolean(),
            detail: /* @__PURE__ */ z.string(),
          }),
        ),
      ),
      {
        description:
          'Evidence checks per photo: exists, type_matches, decodes, not_duplicate, in_window (tasks with a work window), capture_time, gps_location',
      },
    ),
    requirements: /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.array(
          /* @__PURE__ */ z.object({
            requirement: /* @__PURE__ */ z.string(),
            met: /* @__PURE__ */ z.boolean(),
            photo_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
            reason: /* @__PURE__ */ z.string(),
          }),
        ),
      ),
      { description: 'The verdict per proof requirement' },
    ),
    result_fields: /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.array(
          /* @__PURE__ */ z.object({ field: /* @__PURE__ */ z.string(), supported: /* @__PURE__ */ z.boolean(), reason: /* @__PURE__ */ z.string() }),
        ),
      ),
      {
        description: "Tasks with a result: per field, whether the photos support the operator's answer (the model reviewer)",
      },
    ),
  }),
  { id: 'GuardianResult', description: 'The automated review of the proof' },
);

const sandboxNotice = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
  description: 'Set for sandbox tasks, null otherwise',
});
const sandboxScenario = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.enum(SANDBOX_SCENARIOS)), {
  description: 'Sandbox tasks: the path the simulated run plays (sandbox_scenario at creation, complete by default); null otherwise',
});

export const holdSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    reason: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: 'Why the task waits for staff, in words' }),
    category: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
      description: 'What held it: a category of the acceptable use policy the request may fall under, or operator_report',
    }),
    held_at: timestamp,
  }),
  {
    id: 'TaskHold',
    description:
      'Why a task is (or was) HELD: no operator sees it until staff release it (PENDING) or refuse it (CANCELLED, the whole escrow refunded); ' +
      'undecided within SAFETY_HOLD_HOURS it is cancelled and refunded',
  },
);
const hold = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(holdSchema), {
  description: 'Set once the task was held for a safety review; null otherwise',
});

export const createdTaskSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    task_id: /* @__PURE__ */ z.string(),
    status: taskStatus,
    title: /* @__PURE__ */ z.string(),
    task_type: taskType,
    task_domain: taskDomain,
    reward_usd: usd,
    total_escrow: /* @__PURE__ */ withMeta(usd, { description: 'reward_usd + platform_fee' }),
    platform_fee: usd,
    deadline: timestamp,
    created_at: timestamp,
    sandbox: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.boolean(), { description: 'True for tasks created by SANDBOX-tier agents (no escrow held)' }),
    sandbox_notice: sandboxNotice,
    hold,
  }),
  { id: 'TaskCreated', description: 'The response to POST /api/v1/tasks (note `platform_fee`, where Task has `platform_fee_usd`)' },
);

export const taskSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    task_id: /* @__PURE__ */ z.string(),
    title: /* @__PURE__ */ z.string(),
    description: /* @__PURE__ */ z.string(),
    purpose: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
      description: 'Whose account or service, and why (required of restricted task types); null: none given',
    }),
    status: taskStatus,
    task_type: taskType,
    task_domain: taskDomain,
    location: /* @__PURE__ */ z.nullable(location),
    reward_usd: usd,
    total_escrow: /* @__PURE__ */ withMeta(usd, { description: 'reward_usd + platform_fee_usd' }),
    platform_fee_usd: usd,
    refunded_usd: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(usd), {
      description: "Set when a cancelled task's escrow was refunded; null otherwise",
    }),
    kill_fee_usd: killFeeUsd,
    tips_usd: /* @__PURE__ */ withMeta(usd, {
      description: 'What the agent tipped the operator after completion (POST /api/v1/tasks/{id}/tip), in all; 0 without a tip',
    }),
    deadline: timestamp,
    claim_by: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(timestamp), {
      description: 'The claim deadline (created_at + claim_within_minutes): still PENDING then, the task is cancelled and refunded; null: none',
    }),
    window: workWindowSchema,
    proof_requirements: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
    proof: /* @__PURE__ */ z.nullable(proof),
    result_schema: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(resultSchemaField), {
      description: 'What the operator answers as result at submit; null: nothing',
    }),
    result: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(taskResultSchema), {
      description: "The operator's answer to result_schema, once submitted (null before, and after a dispute ended in a refund)",
    }),
    template_id: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
      description: 'The template the task was created from; null: none',
    }),
    guardian_result: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(guardianResult), {
      description:
        'The automated review, once made (null before, and after a dispute ended in a refund: its reasoning and checks describe the proof taken back)',
    }),
    operator: /* @__PURE__ */ z.nullable(operatorSummary),
    callback_url: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    digital_instructions: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    proof_type: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    estimate_minutes: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int()),
    estimate_note: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    claimed_at: /* @__PURE__ */ z.nullable(timestamp),
    approval_deadline: /* @__PURE__ */ z.nullable(timestamp),
    accepted_at: /* @__PURE__ */ z.nullable(timestamp),
    started_at: /* @__PURE__ */ z.nullable(timestamp),
    start_distance_km: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number()), {
      description: "How far from the task's location the operator's device was at start, in km (to 10 m); null: no location on either side",
    }),
    submitted_at: /* @__PURE__ */ z.nullable(timestamp),
    verified_at: /* @__PURE__ */ z.nullable(timestamp),
    completed_at: /* @__PURE__ */ z.nullable(timestamp),
    cancelled_at: /* @__PURE__ */ z.nullable(timestamp),
    cancel_reason: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.enum(CANCEL_REASONS)), {
      description: 'Why the service cancelled the task, when it says: unclaimed (nobody claimed it by claim_by); null otherwise',
    }),
    created_at: timestamp,
    updated_at: timestamp,
    dispute: /* @__PURE__ */ z.nullable(disputeSchema),
    hold,
    sandbox: /* @__PURE__ */ z.boolean(),
    sandbox_notice: sandboxNotice,
    sandbox_scenario: sandboxScenario,
    batch_id: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
      description: 'The batch this task is a seat of (POST /api/v1/batches); null otherwise',
    }),
  }),
  {
    id: 'Task',
    description:
      'A task as its agent sees it. Parts that have not happened yet are null, so every task has the same keys. ' +
      "The callback secret and the agent's public key are never returned.",
  },
);

/** Timestamps and optional parts show as null until they happen, so every task has one shape. */
const orNull = <T>(value: T | undefined): T | null => value ?? null;

const money = (task: Task) => ({
  reward_usd: toDollars(task.reward_cents),
  total_escrow: toDollars(task.reward_cents + task.fee_cents),
});

const sandboxFields = (task: Task) => ({ sandbox: task.sandbox, sandbox_notice: task.sandbox ? SANDBOX_NOTICE : null });

/** POST /api/v1/tasks answers with this (201). */
export const createdTaskView = (task: Task): z.output<typeof createdTaskSchema> => ({
  task_id: task.task_id,
  status: task.status,
  title: task.title,
  task_type: task.task_type,
  task_domain: task.task_domain,
  ...money(task),
  platform_fee: toDollars(task.fee_cents),
  deadline: task.deadline,
  created_at: task.created_at,
  ...sandboxFields(task),
  hold: orNull(task.hold),
});

/** The proof as its agent sees it: a dispute that ended in a refund took it back (no photos, no notes). */
const agentProof = (task: Task): z.output<typeof proof> | null => {
  if (!task.proof) return null;
  return proofWithdrawn(task) ? { photos: [], photo_ids: [], notes: null, submittedAt: task.proof.submittedAt } : task.proof;
};

/** The whole task as its agent sees it. Never the callback secret. */
export const taskView = (task: Task): z.output<typeof taskSchema> => ({
  task_id: task.task_id,
  title: task.title,
  description: task.description,
  purpose: orNull(task.purpose),
  status: task.status,
  task_type: task.task_type,
  task_domain: task.task_domain,
  location: orNull(task.location),
  ...money(task),
  platform_fee_usd: toDollars(task.fee_cents),
  refunded_usd: task.refunded_cents === undefined ? null : toDollars(task.refunded_cents),
  kill_fee_usd: killFeeOf(task),
  tips_usd: toDollars(task.tips_cents ?? 0),
  deadline: task.deadline,
  claim_by: orNull(task.claim_by),
  window: workWindowView(task),
  proof_requirements: task.proof_requirements,
  proof: agentProof(task),
  result_schema: (task.result_schema as Record<string, unknown> | undefined) ?? null,
  result: task.result && !proofWithdrawn(task) ? task.result : null,
  template_id: orNull(task.template_id),
  // What the Guardian read in the proof is part of the proof: a refund takes it back with the photos.
  guardian_result: proofWithdrawn(task) ? null : orNull(task.guardian_result),
  operator: orNull(task.operator),
  callback_url: orNull(task.callback_url),
  digital_instructions: orNull(task.digital_instructions),
  proof_type: orNull(task.proof_type),
  estimate_minutes: orNull(task.estimate_minutes),
  estimate_note: orNull(task.estimate_note),
  claimed_at: orNull(task.claimed_at),
  approval_deadline: orNull(task.approval_deadline),
  accepted_at: orNull(task.accepted_at),
  started_at: orNull(task.started_at),
  start_distance_km: task.location && task.start_location ? shownDistanceKm(distanceKm(task.location, task.start_location)) : null,
  submitted_at: orNull(task.submitted_at),
  verified_at: orNull(task.verified_at),
  completed_at: orNull(task.completed_at),
  cancelled_at: orNull(task.cancelled_at),
  cancel_reason: orNull(task.cancel_reason),
  created_at: task.created_at,
  updated_at: task.updated_at,
  dispute: disputeView(task.dispute),
  hold: orNull(task.hold),
  ...sandboxFields(task),
  sandbox_scenario: task.sandbox ? (task.sandbox_scenario ?? DEFAULT_SANDBOX_SCENARIO) : null,
  batch_id: orNull(task.batch_id),
});
