import { withLogContext } from '../../../../platform/logging/handler-context';
import type { ChainCheckState } from '../../../../platform/workflow/chain-check-state';
import { settlePayout } from '../use-cases/settle-payout';
import { payoutChecks } from '../wiring/workflow';

/** The PayoutSettlement workflow's check step. */
export const handler = withLogContext(async (event: ChainCheckState & { payoutId: string }) => ({
  payoutId: event.payoutId,
  pollSeconds: event.pollSeconds,
  checks: event.checks + 1,
  status: (await settlePayout(payoutChecks, event.payoutId, new Date())) ?? null,
}));
