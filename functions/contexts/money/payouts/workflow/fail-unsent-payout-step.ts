import { withLogContext } from '../../../../platform/logging/handler-context';
import { logger } from '../../../../platform/logging/logger';
import type { ChainCheckState } from '../../../../platform/workflow/chain-check-state';
import { failUnsentPayout } from '../use-cases/fail-unsent-payout';
import { payoutsTable } from '../wiring/table';

/** What Step Functions puts at `$.failure` when it catches a step's error. */
interface CaughtError {
  Error?: string;
  Cause?: string;
}

/** The PayoutSettlement workflow's catch of SendPayout: its answer goes to the same PayoutSent? choice. */
export const handler = withLogContext(async (event: ChainCheckState & { payoutId: string; failure?: CaughtError }) => {
  logger.error('Sending a payout failed', { payoutId: event.payoutId, error: event.failure?.Error, cause: event.failure?.Cause });
  return {
    payoutId: event.payoutId,
    pollSeconds: event.pollSeconds,
    checks: event.checks,
    // The table alone: this step must not load the chain client (lib/chain-rpc-url.ts grants the RPC URL to chain handlers only).
    status: (await failUnsentPayout({ payouts: payoutsTable }, event.payoutId, new Date())) ?? null,
  };
});
