import { withLogContext } from '../../../../platform/logging/handler-context';
import { runLedgerAudit } from '../../../money/ledger/use-cases';
import { ledgerAudit } from '../wiring/ledger-audit';

/**
 * Scheduled daily (EventBridge, lib/workflows.ts), and invocable on demand (`aws lambda invoke`):
 * answers the violation count, the items scanned and the platform's fees (all fee shards); the
 * violations are in its logs.
 */
export const handler = withLogContext(async () => {
  const { violations, unconfirmed, scanned, platformFeesCents } = await runLedgerAudit(ledgerAudit, new Date());
  return { violations: violations.length, unconfirmed: unconfirmed.length, scanned, platformFeesCents };
});
