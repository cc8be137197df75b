/**
 * The rules reviewer: the domain's rules verdict (contexts/work/tasks/domain/guardian.ts reviewByRules),
 * which judges the evidence checks and the coverage of the requirements, never the pictures
 * themselves, so it never rejects: it is either confident or defers to a human.
 */
import { type Guardian, type GuardianVerdict, type ProofUnderReview, reviewByRules } from '../../contexts/work/tasks/domain';

export class RulesGuardian implements Guardian {
  async review(proof: ProofUnderReview): Promise<GuardianVerdict> {
    return reviewByRules(proof);
  }
}
