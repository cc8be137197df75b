import type { Agent, DailyUsage, Tier } from '../../../functions/contexts/accounts/agents/domain';
import { dailyLimitRefusal } from '../../../functions/contexts/accounts/agents/domain';
import type { JournalEntry } from '../../../functions/contexts/money/ledger/domain/ledger';
import type { Task } from '../../../functions/contexts/work/tasks/domain/tasks';
import { taskErrors } from '../../../functions/contexts/work/tasks/errors';
import type { Tip } from '../../../functions/contexts/work/tips/domain/tips';
import { tipErrors } from '../../../functions/contexts/work/tips/errors';
import type { TipsPorts } from '../../../functions/contexts/work/tips/ports';
import type { Contributes } from '../../../functions/platform/table/contribution';
import { contributed } from '../../../functions/platform/table/contribution';
import { FakeLedger } from './ledger';

/**
 * Tasks and the ledger in memory, with tips-store's conditions: a tip is recorded only on a
 * COMPLETED task, only while the agent's deposit covers it and only within its tier's daily spend
 * (`spent`: cents per agent and day, as the usage counter holds them); then its amount is added to
 * the task's tips and its entry posted, all or nothing. `sealed` keeps what each contribute added. Every
 * agent is VERIFIED unless `tiers` says otherwise.
 */
export class FakeTipsTable implements TipsPorts {
  readonly taskItems = new Map<string, Task>();
  readonly ledger = new FakeLedger();
  readonly contributed: unknown[] = [];

  readonly spent = new Map<string, number>();
  readonly tiers = new Map<string, Tier>();

  readonly tasks = { getTask: async (taskId: string) => structuredClone(this.taskItems.get(taskId)) };
  readonly agents = { getAgent: async (agentId: string) => ({ agent_id: agentId, tier: this.tiers.get(agentId) ?? 'VERIFIED' }) as Agent };
  readonly tips = {
    recordTip: async (
      tip: Tip,
      entry: JournalEntry | undefined,
      { agentId, usage }: { agentId: string; usage: DailyUsage },
      contribute: Contributes<Tip>,
    ): Promise<void> => {
      if (entry) {
        const stored = this.taskItems.get(tip.task_id);
        if (stored?.status !== 'COMPLETED') throw taskErrors.taskNotCompleted();
        if (this.ledger.refusal(entry) === 'balance_covers') throw tipErrors.insufficientTipBalance();
        const day = `${agentId}#${usage.day}`;
        const spent = this.spent.get(day) ?? 0;
        if (spent + tip.amount_cents > usage.maxSpend) throw dailyLimitRefusal(usage.tier, { tasks: 0, spend: spent }, tip.amount_cents, 0)!;
        this.spent.set(day, spent + tip.amount_cents);
        this.ledger.post(entry);
        stored.tips_cents = (stored.tips_cents ?? 0) + tip.amount_cents;
      }
      this.contributed.push(...contributed(contribute(tip)).items);
    },
  };
}
