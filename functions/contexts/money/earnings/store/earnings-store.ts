import { transactWrite } from '../../../../platform/table/transactions';
import { entries } from '../../ledger/domain';
import { entryItems } from '../../ledger/store';
import type { Release } from '../domain/earnings';

/** The journal entry moving a release from the operator's pending balance to available, keyed by its task (a tip's by the tip): ConditionFailed 'entry_absent' when it exists. */
export const clearRelease = async (operatorId: string, release: Release, now: Date): Promise<void> => {
  await transactWrite(entryItems(entries.earningsCleared(operatorId, release), now.toISOString()));
};
