import { logger } from '../../../../platform/logging/logger';
import { BUSINESS_METRICS, recordLevel } from '../../../../platform/logging/metrics';
import type { LedgerAuditResult, LedgerPorts } from '../ports';

/** Violations logged one a line, up to this many: the count is the alarm, the first few tell where to look. */
const MAX_LOGGED = 50;

/**
 * The daily ledger audit (workflows/ledger-audit): checks the whole ledger while the service
 * runs, logs each confirmed violation, and publishes their number as LedgerViolations, 0 on a
 * sound ledger (so the alarm sees a value every day, and a missing one shows the audit did not run).
 * Its summary also reports the platform's fees (the sum of the fee shards) as the scan saw them.
 */
export const runLedgerAudit = async (deps: LedgerPorts, now: Date): Promise<LedgerAuditResult> => {
  const started = deps.clock.millis();
  const result = await deps.audit.auditLedger(now);
  recordLevel(BUSINESS_METRICS.ledgerViolations, result.violations.length);
  for (const violation of result.violations.slice(0, MAX_LOGGED)) logger.error('Ledger invariant violated', { violation });
  const summary = {
    violations: result.violations.length,
    unconfirmed: result.unconfirmed.length,
    scanned: result.scanned,
    platformFeesCents: result.platformFeesCents,
    ms: deps.clock.millis() - started,
  };
  if (result.unconfirmed.length)
    logger.warn('Ledger audit: findings that writes raced, not confirmed', { ...summary, first: result.unconfirmed.slice(0, 10) });
  logger.info('Ledger audit done', summary);
  return result;
};
