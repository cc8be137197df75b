import type { Cents } from '../../../../platform/kernel/money';
import type { AgentPrincipal } from '../../../../platform/kernel/principals';
import type { Contributes } from '../../../../platform/table/contribution';
import { keySpendContribution } from '../store/api-keys-store';
import { keySpendingContributionOf } from '../use-cases/key-spending';

/** A key's spending limits as a piece of the escrow's transaction (for task creation, batches and tips). */
export const keySpendingContribution = <R>(key: AgentPrincipal, now: Date, amountsOf: (result: R) => readonly Cents[]): Contributes<R> =>
  keySpendingContributionOf({ spendContribution: keySpendContribution }, key, now, amountsOf);
