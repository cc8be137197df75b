import type { JournalEntry } from '../../../functions/modules/ledger/domain/ledger';
import type { Task } from '../../../functions/modules/tasks/domain/tasks';
import type { Tip } from '../../../functions/modules/tips/domain/tips';
import type { TipsPorts } from '../../../functions/modules/tips/ports';
import { errors } from '../../../functions/platform/kernel/errors';
import type { Seal } from '../../../functions/platform/table/seal';
import { FakeLedger } from './ledger';

/**
 * Tasks and the ledger in memory, with tips-store's conditions: a tip is recorded only on a
 * COMPLETED task and only while the agent's deposit covers it; then its amount is added to the
 * task's tips and its entry posted, all or nothing. `sealed` keeps what each seal added.
 */
export class FakeTipsTable implements TipsPorts {
  readonly taskItems = new Map<string, Task>();
  readonly ledger = new FakeLedger();
  readonly sealed: unknown[] = [];

  readonly tasks = { getTask: async (taskId: string) => structuredClone(this.taskItems.get(taskId)) };
  readonly tips = {
    recordTip: async (tip: Tip, entry: JournalEntry | undefined, seal: Seal<Tip>): Promise<void> => {
      if (entry) {
        const stored = this.taskItems.get(tip.task_id);
        if (stored?.status !== 'COMPLETED') throw errors.taskNotTippable();
        if (this.ledger.refusal(entry) === 'balance_covers') throw errors.insufficientTipBalance();
        this.ledger.post(entry);
        stored.tips_cents = (stored.tips_cents ?? 0) + tip.amount_cents;
      }
      this.sealed.push(...seal(tip));
    },
  };
}
