import { withLogContext } from '../../../../platform/logging/handler-context';
import type { ChainCheckState } from '../../../../platform/workflow/chain-check-state';
import { sendPayout } from '../use-cases/send-payout';
import { payoutSender } from '../wiring/workflow';

/** The PayoutSettlement workflow's first step. */
export const handler = withLogContext(async (event: ChainCheckState & { payoutId: string }) => ({
  payoutId: event.payoutId,
  pollSeconds: event.pollSeconds,
  checks: event.checks,
  status: (await sendPayout(payoutSender, event.payoutId, new Date())) ?? null,
}));
