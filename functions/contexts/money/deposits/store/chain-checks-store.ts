import { CHAIN_MAX_CHECKS } from '../../../../manifest/workflow-entry';
import { config } from '../../../../platform/settings';
import { platformKeys } from '../../../../platform/table/keys';
import { getAll, type Item, type ItemKey, takeDueCheck } from '../../../../platform/table/query';
import { itemKey, parseItem } from '../../../../platform/table/read-item';

/** The chain work a workflow owes: a deposit's confirmations, a payout's transfer and receipt. */
export type ChainWork = { kind: 'deposit'; id: string } | { kind: 'payout'; id: string };

/**
 * When the sweep should start a chain workflow again if its item is still unsettled: after the
 * longest the workflow may legitimately run (CHAIN_MAX_CHECKS checks CHAIN_POLL_SECONDS apart; a
 * simulated payout settles at its first step) and the stall delay, once more as long after each restart.
 */
export const chainCheckAfter = (from: Date, simulated: boolean, restarts: number): string => {
  const lifetimeMs = simulated ? 0 : CHAIN_MAX_CHECKS * config.chain.pollSeconds * 1000;
  return new Date(from.getTime() + (lifetimeMs + config.timerRules.stallMs) * (1 + restarts)).toISOString();
};

/** The attributes that take a settled deposit or payout out of the sweep's index. */
export const SETTLED_CHAIN_CHECK = 'gsi3pk, gsi3sk';

export interface DueChainWork {
  work: ChainWork;
  /** The deposit's or payout's own item, as its timer entry named it: the restart moves its check. */
  item: ItemKey;
  check: string;
  restarts: number;
  simulated: boolean;
}

const KIND_OF_SK: Record<string, ChainWork['kind']> = { DEPOSIT: 'deposit', PAYOUT: 'payout' };

/** Deposits and payouts among the due timer entries (store/query dueTimerEntries) whose workflow should have settled them; oldest first. */
export const listDueChainWork = async (due: readonly Item[]): Promise<DueChainWork[]> => {
  const checks = due.filter((entry) => String(entry.sk) in KIND_OF_SK);
  return (await getAll(checks.map((entry) => parseItem(itemKey, entry))))
    .filter((item) => item.gsi3sk !== undefined)
    .map((item) => {
      const kind = KIND_OF_SK[String(item.sk)]!;
      const id = String(kind === 'deposit' ? item.transaction_id : item.payout_id);
      return {
        work: { kind, id },
        item: parseItem(itemKey, item),
        check: String(item.gsi3sk),
        restarts: Number(item.restarts ?? 0),
        simulated: item.simulated === true,
      };
    });
};

/**
 * Takes due chain work for a restart: counts it and moves its check on, conditioned on the check
 * the sweep saw (two sweeps cannot both take it; a settlement meanwhile removed it). False when not taken.
 */
export const takeChainRestart = (due: DueChainWork, now: Date): Promise<boolean> => {
  const restarts = due.restarts + 1;
  const next = platformKeys.timer(chainCheckAfter(now, due.simulated, restarts), due.work.id).gsi3sk;
  return takeDueCheck(due.item, { seen: due.check, next, counter: 'restarts', count: restarts });
};
