import { withLogContext } from '../../../platform/logging/handler-context';
import { logger } from '../../../platform/logging/logger';
import type { ChainCheckState } from '../../../platform/workflow/chain-check-state';
import { failUnsentPayout } from '../use-cases/fail-unsent-payout';
import { payoutChecks } from '../wiring/workflow';

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
    status: (await failUnsentPayout(payoutChecks, event.payoutId, new Date())) ?? null,
  };
});
