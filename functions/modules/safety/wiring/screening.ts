import { RulesScreener } from '../../../adapters/screening/rules-screener';
import { logger } from '../../../platform/logging/logger';
import { BUSINESS_METRICS, countMetricBy } from '../../../platform/logging/metrics';
import type { ScreeningPorts } from '../ports';

/**
 * The composition root of screening, for every function that creates tasks or templates or sends
 * an agent's message: the rules screener, and each refusal or hold counted by subject and
 * category and logged without the screened text (which may be anything an agent wrote).
 */
export const screening: ScreeningPorts = {
  screener: new RulesScreener(),
  recordOutcome: (subject, outcome) => {
    countMetricBy(BUSINESS_METRICS.safetyScreenings, { subject, verdict: outcome.verdict, category: outcome.category });
    logger.info('Screening outcome', { subject, verdict: outcome.verdict, category: outcome.category });
  },
};
