/** The Guardian the settings name (GUARDIAN), one per process. */
import { type AppEnv, config, type GuardianKind } from '../../settings';
import { BedrockGuardian } from './bedrock-guardian';
import type { Guardian } from './reviewer';
import { RulesGuardian } from './rules-guardian';

/**
 * The rules only count photos and notes: a real photo of nothing passes them. Where money is
 * real, their APPROVE becomes advice and the agent decides (MANUAL_REVIEW).
 */
const advisoryOnly = (rules: Guardian): Guardian => ({
  review: async (proof) => {
    const verdict = await rules.review(proof);
    if (verdict.decision !== 'APPROVE') return verdict;
    return {
      decision: 'UNSURE',
      confidence: verdict.confidence,
      reasoning: `The rules reviewer never approves in production; the agent decides. Rules: ${verdict.reasoning}`,
    };
  },
});

export const createGuardian = (kind: GuardianKind, appEnv: AppEnv): Guardian => {
  if (kind === 'bedrock') return new BedrockGuardian();
  return appEnv === 'production' ? advisoryOnly(new RulesGuardian()) : new RulesGuardian();
};

let guardian: Guardian | undefined;

/** One Guardian per process, so a warm Lambda reuses its Bedrock client. */
export const guardianFromConfig = (): Guardian => (guardian ??= createGuardian(config.guardian.kind, config.appEnv));

export { meetsThreshold, proofUnderReviewOf } from './reviewer';
export type { Guardian, GuardianVerdict, PhotoUnderReview, ProofUnderReview } from './reviewer';
