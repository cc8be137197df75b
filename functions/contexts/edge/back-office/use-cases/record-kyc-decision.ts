import { TransitionRefusedError } from '../../../../platform/kernel/errors';
import { logger } from '../../../../platform/logging/logger';
import type { Operator } from '../../../accounts/operators/domain';
import { CLAIM_FIELDS } from '../../../work/tasks/domain';
import type { KycDecisionPorts } from '../ports';

interface KycDecision {
  decision: 'APPROVED' | 'REJECTED';
  reason?: string;
}

/**
 * The back office records the outcome of an operator's identity check:
 * 1. the decision is stored on the operator, with its audit entry in the same transaction (the
 *    operator leaves the KYC queue);
 * 2. a rejected operator's open claims (ESTIMATE_PENDING, ACCEPTED, IN_PROGRESS) go back to
 *    PENDING, each a transition with its callback, so the agents' money is not held for work
 *    that can no longer be done or paid; only while that operator still holds the claim (the task
 *    may have changed hands since the operator's list was read: the next claimant keeps it). Recording the rejection again finishes what a crash
 *    in between left.
 */
export const recordOperatorKyc = async (
  deps: KycDecisionPorts,
  operatorId: string,
  { decision, reason }: KycDecision,
  actor: string,
  now: Date,
): Promise<Operator> => {
  const operator = await deps.store.recordKycDecision(operatorId, decision, reason, {
    at: now.toISOString(),
    actor,
    action: 'kyc_decision',
    target: operatorId,
    detail: reason ? `${decision}: ${reason}` : decision,
  });
  if (decision === 'REJECTED') {
    for (const taskId of operator.open_claims ?? []) {
      try {
        await deps.moveTask({ taskId, trigger: 'revoke_claim', actor: { kind: 'system', operatorId }, now, clears: CLAIM_FIELDS });
      } catch (error) {
        if (!(error instanceof TransitionRefusedError)) throw error;
        logger.debug('Claim already left', { task_id: taskId, reason: error.message });
      }
    }
  }
  return operator;
};
