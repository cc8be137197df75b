import { toDollars } from '../../core/money';
import { SANDBOX_NOTICE, type Task } from '../../core/tasks';

/** Timestamps and optional parts show as null until they happen, so every task has one shape. */
const orNull = <T>(value: T | undefined): T | null => value ?? null;

const money = (task: Task) => ({
  reward_usd: toDollars(task.reward_cents),
  total_escrow: toDollars(task.reward_cents + task.fee_cents),
});

const sandboxFields = (task: Task) => ({ sandbox: task.sandbox, sandbox_notice: task.sandbox ? SANDBOX_NOTICE : null });

/** POST /api/v1/tasks answers with this (201). */
export const createdTaskView = (task: Task) => ({
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
export const taskView = (task: Task) => ({
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
  ...sandboxFields(task),
});
