import * as z from 'zod/mini';
import { toDollars } from '../../../../../platform/kernel/money';
import { withMeta } from '../../../../../platform/wire/meta';
import { location, timestamp, usd } from '../../../../../platform/wire/schemas';
import { isRestrictedType, operatorReviewOf, type Task } from '../../domain';
import type { OperatorTaskView } from '../../use-cases/operator-task-queries';
import { killFeeOf, killFeeUsd } from '../agent/task-views';
import { disputeSchema, disputeView } from '../dispute-views';
import { taskResultSchema, workWindowSchema, workWindowView } from '../task-fields';
import { resultSchemaField } from '../task-inputs';
import { taskDomain, taskStatus, taskType } from '../task-status-views';

const count = /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0));

/** What operators see of the agent behind a task: its record, never who it is. */
export const agentRecordSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    completed_tasks: /* @__PURE__ */ withMeta(count, { description: "How many of the agent's real tasks ever completed" }),
    disputed_tasks: /* @__PURE__ */ withMeta(count, { description: "How many of the agent's real tasks it ever disputed (rejected the proof of)" }),
  }),
  { id: 'AgentRecord', description: "The agent's record: so operators can steer clear of agents who reject as a habit" },
);

const nullableTime = /* @__PURE__ */ z.nullable(timestamp);

const purpose = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
  description: "The agent's stated purpose (whose account or service, and why): given for every restricted task type; null: none given",
});
const restricted = /* @__PURE__ */ withMeta(/* @__PURE__ */ z.boolean(), {
  description:
    'A restricted task type under the acceptable use policy (GET /acceptable-use): read the purpose, and report the task if it does not hold up',
});

/** What an operator weighs before doing a task under the acceptable use policy: the restricted flag and the agent's purpose. */
export const policyFields = { purpose, restricted };

export const policyView = (task: Task): { purpose: string | null; restricted: boolean } => ({
  purpose: task.purpose ?? null,
  restricted: isRestrictedType(task.task_type),
});

/** The decision on an operator's proof (contexts/work/tasks/domain/operator-review.ts). */
const operatorReviewSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    decided_by: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.enum(['guardian', 'agent', 'staff']), {
      description:
        "Who took the decision: the Guardian (the automated review), the agent (its review of the proof), or staff (resolving your appeal of the agent's rejection); each later one replaces the earlier",
    }),
    decision: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
      description:
        'guardian: APPROVE, REJECT or UNSURE (the last two send the proof to the agent); agent: APPROVE or REJECT; staff: RELEASE, SPLIT or REFUND',
    }),
    reasoning: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), {
      description: "Why, in words (a review that compared your photos with other tasks' proof gives a general reason here)",
    }),
    decided_at: /* @__PURE__ */ withMeta(timestamp, {
      description: "When: the Guardian's review, the agent's approve or reject, or staff's resolution",
    }),
    checks: /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.array(
        /* @__PURE__ */ z.object({ name: /* @__PURE__ */ z.string(), passed: /* @__PURE__ */ z.boolean(), detail: /* @__PURE__ */ z.string() }),
      ),
      {
        description:
          "The Guardian's evidence checks, per photo (exists, type_matches, decodes, not_duplicate, capture_time, gps_location, content_credentials): kept whoever decided last; empty when the Guardian did not review",
      },
    ),
    requirements: /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.array(
        /* @__PURE__ */ z.object({ requirement: /* @__PURE__ */ z.string(), met: /* @__PURE__ */ z.boolean(), reason: /* @__PURE__ */ z.string() }),
      ),
      {
        description: "The Guardian's verdict per proof requirement, with its reason; empty when the Guardian did not review",
      },
    ),
  }),
  { id: 'OperatorReview', description: 'The last decision on the proof, who took it, when and why (GET /automated-decisions explains the review)' },
);

export const operatorTaskSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    task_id: /* @__PURE__ */ z.string(),
    title: /* @__PURE__ */ z.string(),
    description: /* @__PURE__ */ z.string(),
    // The policy fields by name: a spread would keep the whole schema in bundles that never use it.
    purpose,
    restricted,
    task_type: taskType,
    task_domain: taskDomain,
    status: taskStatus,
    location: /* @__PURE__ */ z.nullable(location),
    reward_usd: usd,
    tips_usd: /* @__PURE__ */ withMeta(usd, { description: "What the task's agent tipped you after completion, in all; 0 without a tip" }),
    kill_fee_usd: killFeeUsd,
    deadline: timestamp,
    window: workWindowSchema,
    proof_requirements: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
    digital_instructions: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    result_schema: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(resultSchemaField), {
      description: 'The form to answer as `result` at submit; null: none',
    }),
    result: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(taskResultSchema), { description: 'The result you submitted; null before' }),
    estimate_minutes: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number()),
    estimate_note: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    claimed_at: nullableTime,
    approval_deadline: /* @__PURE__ */ withMeta(nullableTime, { description: 'Until when the agent may approve the estimate' }),
    accepted_at: nullableTime,
    started_at: nullableTime,
    submitted_at: nullableTime,
    completed_at: nullableTime,
    review: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(operatorReviewSchema), {
      description: 'The last decision on your proof and why; null until one is taken',
    }),
    dispute: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(disputeSchema), {
      description: "The agent's rejection, your appeal and how it ended; null unless disputed",
    }),
    agent: agentRecordSchema,
    batch_id: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()), {
      description: 'Set when the task is one seat of a batch: several operators each do it once, and you may hold only one seat of a batch',
    }),
    created_at: timestamp,
  }),
  { id: 'OperatorTask', description: "A task as its operator (or, while open, any operator) sees it: nothing of the agent's but its record" },
);

/** One task as GET /operator/tasks/{id} and GET /operator/work show it. */
export const operatorTaskView = ({ task, agent }: OperatorTaskView): z.output<typeof operatorTaskSchema> => ({
  task_id: task.task_id,
  title: task.title,
  description: task.description,
  ...policyView(task),
  task_type: task.task_type,
  task_domain: task.task_domain,
  status: task.status,
  location: task.location ?? null,
  reward_usd: toDollars(task.reward_cents),
  tips_usd: toDollars(task.tips_cents ?? 0),
  kill_fee_usd: killFeeOf(task),
  deadline: task.deadline,
  window: workWindowView(task),
  proof_requirements: task.proof_requirements,
  digital_instructions: task.digital_instructions ?? null,
  result_schema: (task.result_schema as Record<string, unknown> | undefined) ?? null,
  result: task.result ?? null,
  estimate_minutes: task.estimate_minutes ?? null,
  estimate_note: task.estimate_note ?? null,
  claimed_at: task.claimed_at ?? null,
  approval_deadline: task.approval_deadline ?? null,
  accepted_at: task.accepted_at ?? null,
  started_at: task.started_at ?? null,
  submitted_at: task.submitted_at ?? null,
  completed_at: task.completed_at ?? null,
  review: operatorReviewOf(task),
  dispute: disputeView(task.dispute),
  agent,
  batch_id: task.batch_id ?? null,
  created_at: task.created_at,
});
