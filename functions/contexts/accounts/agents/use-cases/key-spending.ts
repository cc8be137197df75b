import type { Cents } from '../../../../platform/kernel/money';
import type { AgentPrincipal } from '../../../../platform/kernel/principals';
import type { Contributes } from '../../../../platform/table/contribution';
import { nothingContributed } from '../../../../platform/table/contribution';
import { usageDay } from '../domain/tiers';
import { agentErrors } from '../errors';
import type { KeySpendingPorts } from '../ports';

/**
 * The transaction piece of an API key's spending limits, for every use case that holds escrow on a
 * key's behalf (a task, a batch of tasks, a tip): `amountsOf` gives the total escrow (reward + fee) of
 * each task the result holds money for. Each must be within the key's `max_task_usd` (else 422 at
 * once, before anything is written); their sum is counted on the key's usage of the UTC day in the
 * transaction that holds the escrow, conditioned on the day's total staying within `daily_spend_usd`,
 * so parallel requests cannot pass the limit together: the contribution carries its refusal, whichever
 * store commits it. A key without limits adds nothing.
 * Sandbox tasks count too (their escrow is simulated, the limits are what a key is tested against).
 */
export const keySpendingContributionOf =
  <R>(deps: KeySpendingPorts, key: AgentPrincipal, now: Date, amountsOf: (result: R) => readonly Cents[]): Contributes<R> =>
  (result) => {
    const { limits } = key;
    if (!limits) return nothingContributed;
    const amounts = amountsOf(result);
    const { maxTaskCents, dailySpendCents } = limits;
    if (maxTaskCents !== undefined && amounts.some((amount) => amount > maxTaskCents)) throw agentErrors.apiKeySpendingLimit();
    if (dailySpendCents === undefined) return nothingContributed;
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    // The condition lets a day's first write through whatever it adds: more than a whole day's limit is refused here.
    if (total > dailySpendCents) throw agentErrors.apiKeySpendingLimit();
    // One write of the sum: a transaction may touch the usage item only once.
    return deps.spendContribution(key.agentId, key.keyId, usageDay(now), total, dailySpendCents);
  };
