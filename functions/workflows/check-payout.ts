import { withLogContext } from '../logging/handler-context';
import { settlePayout } from '../use-cases/payouts/settle-payout';
import type { ChainCheckState } from './check-deposit';

/** The PayoutSettlement workflow's check step. */
export const handler = withLogContext(async (event: ChainCheckState & { payoutId: string }) => ({
  payoutId: event.payoutId,
  pollSeconds: event.pollSeconds,
  checks: event.checks + 1,
  status: (await settlePayout(event.payoutId, new Date())) ?? null,
}));
