import type { Cents } from '../../../../platform/kernel/money';
import type { AgentPrincipal } from '../../../../platform/kernel/principals';
import type { Seal } from '../../../../platform/table/seal';
import { keySpendContribution } from '../store/agents-store';
import { keySpendingSealOf } from '../use-cases/key-spending';

/** A key's spending limits as a piece of the escrow's transaction (for task creation, batches and tips). */
export const keySpendingSeal = <R>(key: AgentPrincipal, now: Date, amountsOf: (result: R) => readonly Cents[]): Seal<R> =>
  keySpendingSealOf({ spendContribution: keySpendContribution }, key, now, amountsOf);
