import { withLogContext } from '../../../../platform/logging/handler-context';
import { checkHotWallet } from '../use-cases/check-hot-wallet';
import { payoutSender } from '../wiring/workflow';

/** Scheduled hourly in chain mode (lib/workflows.ts): the hot wallet's balances, as metrics and as its answer. */
export const handler = withLogContext(async () => checkHotWallet(payoutSender));
