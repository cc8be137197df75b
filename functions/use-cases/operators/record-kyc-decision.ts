import type { Operator } from '../../core/operators';
import { recordKycDecision } from '../../store/operators';

export interface KycDecision {
  decision: 'APPROVED' | 'REJECTED';
  reason?: string;
}

/** The back office records the outcome of an operator's identity check. */
export const recordOperatorKyc = (operatorId: string, { decision, reason }: KycDecision, now: Date): Promise<Operator> =>
  recordKycDecision(operatorId, decision, reason, now.toISOString());
