import { withLogContext } from '../../../platform/logging/handler-context';
import type { ChainCheckState } from '../../../platform/workflow/chain-check-state';
import { sendPayout } from '../use-cases/send-payout';

/** The PayoutSettlement workflow's first step. */
export const handler = withLogContext(async (event: ChainCheckState & { payoutId: string }) => ({
  payoutId: event.payoutId,
  pollSeconds: event.pollSeconds,
  checks: event.checks,
  status: (await sendPayout(event.payoutId, new Date())) ?? null,
}));
