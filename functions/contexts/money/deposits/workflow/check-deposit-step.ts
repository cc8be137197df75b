import { withLogContext } from '../../../../platform/logging/handler-context';
import type { ChainCheckState } from '../../../../platform/workflow/chain-check-state';
import { checkDeposit } from '../use-cases/check-deposit';
import { depositChecks } from '../wiring/chain';

/** The DepositConfirmation workflow's step: its answer is the next state's input. */
export const handler = withLogContext(async (event: ChainCheckState & { transactionId: string }) => ({
  transactionId: event.transactionId,
  pollSeconds: event.pollSeconds,
  checks: event.checks + 1,
  status: (await checkDeposit(depositChecks, event.transactionId, new Date())).deposit?.status ?? null,
}));
