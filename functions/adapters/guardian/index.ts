/**
 * Which Guardian reviews proof, and how confident it must be: read once from the environment
 * and validated, so a bad deployment fails at start-up rather than on the first submission.
 */
import { BedrockGuardian } from './bedrock-guardian';
import { DEFAULT_CONFIDENCE_THRESHOLD, type Guardian } from './reviewer';
import { RulesGuardian } from './rules-guardian';

export type GuardianKind = 'rules' | 'bedrock';

export const parseGuardianKind = (value: string | undefined): GuardianKind => {
  const kind = value || 'rules';
  if (kind !== 'rules' && kind !== 'bedrock') throw new Error(`GUARDIAN must be rules or bedrock, got ${kind}`);
  return kind;
};

export const parseConfidenceThreshold = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_CONFIDENCE_THRESHOLD;
  const threshold = Number(value);
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
    throw new Error(`GUARDIAN_CONFIDENCE_THRESHOLD must be a number from 0 to 1, got ${value}`);
  }
  return threshold;
};

export const guardianConfig = {
  kind: parseGuardianKind(process.env.GUARDIAN),
  confidenceThreshold: parseConfidenceThreshold(process.env.GUARDIAN_CONFIDENCE_THRESHOLD),
} as const;

export const createGuardian = (kind: GuardianKind): Guardian => (kind === 'bedrock' ? new BedrockGuardian() : new RulesGuardian());

let guardian: Guardian | undefined;

/** One Guardian per process, so a warm Lambda reuses its Bedrock client. */
export const guardianFromConfig = (): Guardian => (guardian ??= createGuardian(guardianConfig.kind));

export { DEFAULT_CONFIDENCE_THRESHOLD, meetsThreshold, proofUnderReviewOf } from './reviewer';
export type { Guardian, GuardianVerdict, ProofUnderReview } from './reviewer';
