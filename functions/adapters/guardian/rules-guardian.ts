/**
 * The rules reviewer (docs/api-guide.md, "Verdicts"): it judges the evidence checks and the coverage of the
 * requirements, never the pictures themselves, so it never rejects: it is either confident or
 * defers to a human.
 */
import { failedChecksText, requirementVerdicts } from '../../modules/photos/domain/evidence';
import { type Guardian, type GuardianVerdict, missingResultFields, type ProofUnderReview } from '../../modules/tasks/domain/guardian';

export const RULES_APPROVE_CONFIDENCE = 0.95;
/** Below any sensible threshold, so incomplete proof always lands in MANUAL_REVIEW. */
export const RULES_UNSURE_CONFIDENCE = 0.4;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * APPROVE exactly when every requirement has a photo that passed every check (tagged to it, or
 * untagged photos at least as many as the requirements), no check failed, the notes are not empty
 * and, for a task with a result_schema, a result holds every required field (present, not judged:
 * whether the photos support it is for a person or the model to say).
 */
export const reviewByRules = (proof: ProofUnderReview): GuardianVerdict => {
  const requirements = requirementVerdicts(proof.proofRequirements, proof.photos, proof.checks);
  const problems: string[] = [];
  const failed = failedChecksText(proof.checks);
  if (failed) problems.push(`failed checks: ${failed}`);
  for (const unmet of requirements.filter((verdict) => !verdict.met)) problems.push(`requirement not met: "${unmet.requirement}" (${unmet.reason})`);
  if (proof.notes.trim() === '') problems.push('notes are empty');
  if (proof.resultSchema && !proof.result) problems.push('no result was submitted');
  const missing = missingResultFields(proof);
  if (proof.result && missing.length > 0) problems.push(`result lacks required fields: ${missing.join(', ')}`);
  const coverage = `${plural(proof.photos.length, 'photo')} for ${plural(proof.proofRequirements.length, 'proof requirement')}`;
  return problems.length === 0
    ? {
        decision: 'APPROVE',
        confidence: RULES_APPROVE_CONFIDENCE,
        reasoning: `${coverage}: every requirement met, every check passed, notes present`,
        requirements,
      }
    : { decision: 'UNSURE', confidence: RULES_UNSURE_CONFIDENCE, reasoning: `${coverage}; ${problems.join('; ')}`, requirements };
};

export class RulesGuardian implements Guardian {
  async review(proof: ProofUnderReview): Promise<GuardianVerdict> {
    return reviewByRules(proof);
  }
}
