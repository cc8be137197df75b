/**
 * The local reviewer of DECISIONS.md: it checks only that the proof is complete in shape (a photo
 * per requirement, some notes), so it never rejects, it is either confident or defers to a human.
 */
import type { Guardian, GuardianVerdict, ProofUnderReview } from './reviewer';

export const RULES_APPROVE_CONFIDENCE = 0.95;
/** Below any sensible threshold, so incomplete proof always lands in MANUAL_REVIEW. */
export const RULES_UNSURE_CONFIDENCE = 0.4;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

export const reviewByRules = (proof: ProofUnderReview): GuardianVerdict => {
  const coverage = `${plural(proof.photos.length, 'photo')} for ${plural(proof.proofRequirements.length, 'proof requirement')}`;
  const missing: string[] = [];
  if (proof.photos.length < proof.proofRequirements.length) missing.push(coverage);
  if (proof.notes.trim() === '') missing.push('notes are empty');
  return missing.length === 0
    ? { decision: 'APPROVE', confidence: RULES_APPROVE_CONFIDENCE, reasoning: `${coverage} and notes present` }
    : { decision: 'UNSURE', confidence: RULES_UNSURE_CONFIDENCE, reasoning: missing.join('; ') };
};

export class RulesGuardian implements Guardian {
  async review(proof: ProofUnderReview): Promise<GuardianVerdict> {
    return reviewByRules(proof);
  }
}
