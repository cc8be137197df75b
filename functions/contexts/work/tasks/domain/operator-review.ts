import { checkDetailForOperator, reasoningForOperator } from '../../photos/domain';
import type { DisputeResolution, Task } from './tasks';

/**
 * The last decision on an operator's proof, as the operator reads it: who took it (the Guardian,
 * the agent, or staff on an appeal), what it was, why and when; with the Guardian's evidence checks
 * and per-requirement verdicts, which stay the facts the later decisions were taken on.
 */
export interface OperatorReview {
  decided_by: 'guardian' | 'agent' | 'staff';
  decision: string;
  reasoning: string;
  decided_at: string;
  checks: { name: string; passed: boolean; detail: string }[];
  requirements: { requirement: string; met: boolean; reason: string }[];
}

/** What staff decided, in words, when they left no note. */
const RESOLUTION_WORDS: Record<DisputeResolution['outcome'], string> = {
  release: 'Staff reviewed the appeal and released the reward to you.',
  split: 'Staff reviewed the appeal and split the reward between you and the agent.',
  refund: 'Staff reviewed the appeal and refunded the reward to the agent.',
};

const AGENT_APPROVED = 'The agent reviewed the proof and approved it.';

type Decision = Pick<OperatorReview, 'decided_by' | 'decision' | 'reasoning' | 'decided_at'>;

/** The latest decision: staff's resolution replaces the agent's review, which replaces the Guardian's. */
const latestDecision = (task: Task): Decision | null => {
  const resolution = task.dispute?.resolution;
  if (resolution)
    return {
      decided_by: 'staff',
      decision: resolution.outcome.toUpperCase(),
      reasoning: resolution.note ?? RESOLUTION_WORDS[resolution.outcome],
      decided_at: resolution.resolved_at,
    };
  if (task.review) {
    const rejected = task.review.decision === 'REJECT';
    // A reject opens the dispute at that moment; an approve verifies the task then.
    const at = rejected ? task.dispute?.disputed_at : task.verified_at;
    if (at)
      return {
        decided_by: 'agent',
        decision: task.review.decision,
        reasoning: (rejected ? task.dispute?.reason : task.review.reason) ?? AGENT_APPROVED,
        decided_at: at,
      };
  }
  const guardian = task.guardian_result;
  if (!guardian) return null;
  // Reviews stored before reviewed_at was kept: the approval's verify time, else the submit.
  const at = task.reviewed_at ?? task.verified_at ?? task.submitted_at;
  return at ? { decided_by: 'guardian', decision: guardian.decision, reasoning: reasoningForOperator(guardian), decided_at: at } : null;
};

/** The operator's `review`: null until someone decided on the proof. */
export const operatorReviewOf = (task: Task): OperatorReview | null => {
  const decision = latestDecision(task);
  if (!decision) return null;
  const guardian = task.guardian_result;
  return {
    ...decision,
    checks: (guardian?.checks ?? []).map((check) => ({ name: check.check, passed: check.passed, detail: checkDetailForOperator(check) })),
    requirements: (guardian?.requirements ?? []).map(({ requirement, met, reason }) => ({ requirement, met, reason })),
  };
};
