import { withLogContext } from '../logging/handler-context';
import { logger } from '../logging/logger';
import { failUnsentPayout } from '../use-cases/payouts/fail-unsent-payout';
import type { ChainCheckState } from './check-deposit';

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
    status: (await failUnsentPayout(event.payoutId, new Date())) ?? null,
  };
});
