import * as z from 'zod';
import { toDollars } from '../../core/money';
import { DEFAULT_SANDBOX_SCENARIO, SANDBOX_SCENARIOS } from '../../core/tasks';
import { SANDBOX_NOTICE, type Task } from '../../core/tasks';
import { location, taskDomain, taskStatus, taskType, timestamp, usd } from '../../wire/schemas';
import { disputeSchema, disputeView } from './dispute-views';

export const operatorSummary = z
  .object({ id: z.string(), name: z.string(), rating: z.number().min(1).max(5) })
  .meta({ id: 'Operator', description: 'The operator holding the claim' });

const proof = z
  .object({
    photos: z.array(z.string()).meta({ description: 'Presigned GET URLs of the photos (valid at least 15 minutes), in the order of photo_ids' }),
    photo_ids: z.array(z.string()).optional().meta({ description: 'The photo ids the operator submitted, in submission order' }),
    notes: z.string(),
    submittedAt: timestamp,
  })
  .meta({ id: 'Proof', description: 'What the operator submitted' });

const guardianResult = z
  .object({
    decision: z.string(),
    confidence: z.number().min(0).max(1),
    reasoning: z.string(),
    checks: z
      .array(z.object({ check: z.string(), photo_id: z.string(), passed: z.boolean(), detail: z.string() }))
      .optional()
      .meta({ description: 'Evidence checks per photo: exists, type_matches, decodes, not_duplicate, capture_time, gps_location' }),
    requirements: z
      .array(z.object({ requirement: z.string(), met: z.boolean(), photo_ids: z.array(z.string()), reason: z.string() }))
      .optional()
      .meta({ description: 'The verdict per proof requirement' }),
  })
  .meta({ id: 'GuardianResult', description: 'The automated review of the proof' });

const sandboxNotice = z.string().nullable().meta({ description: 'Set for sandbox tasks, null otherwise' });
const sandboxScenario = z
  .enum(SANDBOX_SCENARIOS)
  .nullable()
  .meta({ description: 'Sandbox tasks: the path the simulated run plays (sandbox_scenario at creation, complete by default); null otherwise' });

export const createdTaskSchema = z
  .object({
    task_id: z.string(),
    status: taskStatus,
    title: z.string(),
    task_type: taskType,
    task_domain: taskDomain,
    reward_usd: usd,
    total_escrow: usd.meta({ description: 'reward_usd + platform_fee' }),
    platform_fee: usd,
    deadline: timestamp,
    created_at: timestamp,
    sandbox: z.boolean().meta({ description: 'True for tasks created by SANDBOX-tier agents (no escrow held)' }),
    sandbox_notice: sandboxNotice,
  })
  .meta({ id: 'TaskCreated', description: 'The response to POST /api/v1/tasks (note `platform_fee`, where Task has `platform_fee_usd`)' });

export const taskSchema = z
  .object({
    task_id: z.string(),
    title: z.string(),
    description: z.string(),
    status: taskStatus,
    task_type: taskType,
    task_domain: taskDomain,
    location: location.nullable(),
    reward_usd: usd,
    total_escrow: usd.meta({ description: 'reward_usd + platform_fee_usd' }),
    platform_fee_usd: usd,
    refunded_usd: usd.nullable().meta({ description: "Set when a cancelled task's escrow was refunded; null otherwise" }),
    deadline: timestamp,
    proof_requirements: z.array(z.string()),
    proof: proof.nullable(),
    guardian_result: guardianResult.nullable(),
    operator: operatorSummary.nullable(),
    callback_url: z.string().nullable(),
    digital_instructions: z.string().nullable(),
    proof_type: z.string().nullable(),
    estimate_minutes: z.int().nullable(),
    estimate_note: z.string().nullable(),
    claimed_at: timestamp.nullable(),
    approval_deadline: timestamp.nullable(),
    accepted_at: timestamp.nullable(),
    started_at: timestamp.nullable(),
    submitted_at: timestamp.nullable(),
    verified_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
    cancelled_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    dispute: disputeSchema.nullable(),
    sandbox: z.boolean(),
    sandbox_notice: sandboxNotice,
    sandbox_scenario: sandboxScenario,
  })
  .meta({
    id: 'Task',
    description:
      'A task as its agent sees it. Parts that have not happened yet are null, so every task has the same keys. ' +
      "The callback secret and the agent's public key are never returned.",
  });

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
});

/** The whole task as its agent sees it. Never the callback secret. */
export const taskView = (task: Task): z.output<typeof taskSchema> => ({
  task_id: task.task_id,
  title: task.title,
  description: task.description,
  status: task.status,
  task_type: task.task_type,
  task_domain: task.task_domain,
  location: orNull(task.location),
  ...money(task),
  platform_fee_usd: toDollars(task.fee_cents),
  refunded_usd: task.refunded_cents === undefined ? null : toDollars(task.refunded_cents),
  deadline: task.deadline,
  proof_requirements: task.proof_requirements,
  proof: orNull(task.proof),
  guardian_result: orNull(task.guardian_result),
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
  submitted_at: orNull(task.submitted_at),
  verified_at: orNull(task.verified_at),
  completed_at: orNull(task.completed_at),
  cancelled_at: orNull(task.cancelled_at),
  created_at: task.created_at,
  updated_at: task.updated_at,
  dispute: disputeView(task.dispute),
  ...sandboxFields(task),
  sandbox_scenario: task.sandbox ? (task.sandbox_scenario ?? DEFAULT_SANDBOX_SCENARIO) : null,
});
