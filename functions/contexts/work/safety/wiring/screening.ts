import { BedrockScreener } from '../../../../adapters/screening/bedrock-screener';
import { RulesScreener } from '../../../../adapters/screening/rules-screener';
import { logger } from '../../../../platform/logging/logger';
import { BUSINESS_METRICS, countMetricBy } from '../../../../platform/logging/metrics';
import { config } from '../../../../platform/settings';
import type { ScreeningPorts } from '../ports';
import { countSafetyEvent } from '../store/safety-record-store';

/**
 * The composition root of screening, for every function that creates tasks or templates or sends
 * an agent's message: the screener SCREENING names (the rules, or the rules with a Bedrock model on
 * top), and each refusal or hold counted by subject and
 * category and logged without the screened text (which may be anything an agent wrote).
 */
export const screening: ScreeningPorts = {
  screener: config.screening.kind === 'bedrock' ? new BedrockScreener(new RulesScreener(), config.screening.modelId) : new RulesScreener(),
  recordOutcome: async ({ subject, agentId }, outcome, now) => {
    countMetricBy(BUSINESS_METRICS.safetyScreenings, { subject, verdict: outcome.verdict, category: outcome.category ?? 'unknown' });
    logger.info('Screening outcome', { subject, agent_id: agentId, verdict: outcome.verdict, category: outcome.category });
    const event = outcome.verdict === 'refuse' ? { kind: 'refusal' as const, category: outcome.category } : { kind: 'hold' as const };
    await countSafetyEvent(agentId, event, now.toISOString());
  },
};
