import { withLogContext } from '../logging/handler-context';
import { checkDeposit } from '../use-cases/deposits/check-deposit';

export interface ChainCheckState {
  pollSeconds: number;
  /** Checks made so far: the workflow gives up after CHAIN_MAX_CHECKS. */
  checks: number;
}

/** The DepositConfirmation workflow's step: its answer is the next state's input. */
export const handler = withLogContext(async (event: ChainCheckState & { transactionId: string }) => ({
  transactionId: event.transactionId,
  pollSeconds: event.pollSeconds,
  checks: event.checks + 1,
  status: (await checkDeposit(event.transactionId, new Date())) ?? null,
}));
