import { withLogContext } from '../logging/handler-context';
import { sendPayout } from '../use-cases/payouts/send-payout';
import type { ChainCheckState } from './check-deposit';

/** The PayoutSettlement workflow's first step. */
export const handler = withLogContext(async (event: ChainCheckState & { payoutId: string }) => ({
  payoutId: event.payoutId,
  pollSeconds: event.pollSeconds,
  checks: event.checks,
  status: (await sendPayout(event.payoutId, new Date())) ?? null,
}));
