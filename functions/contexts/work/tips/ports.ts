/** What the tips use case needs from outside (the pattern: payouts/ports.ts). */
import type { Contributes } from '../../../platform/table/contribution';
import type { Agent, DailyUsage } from '../../accounts/agents/domain';
import type { JournalEntry } from '../../money/ledger/domain';
import type { Task } from '../tasks/domain';
import type { Tip } from './domain/tips';

export interface TipsPorts {
  tasks: { getTask(taskId: string): Promise<Task | undefined> };
  agents: { getAgent(agentId: string): Promise<Agent | undefined> };
  tips: {
    /**
     * One transaction: the tip added to the task's `tips_cents` (only while COMPLETED, else
     * taskErrors.taskNotCompleted), `entry` posted (a deposit short of it: tipErrors.insufficientTipBalance),
     * the amount counted on the agent's day within its tier's spend (else agentErrors.dailySpendLimit),
     * and what `contribute` adds. A sandbox tip (no entry) commits only what `contribute` adds.
     */
    recordTip(
      tip: Tip,
      entry: JournalEntry | undefined,
      spender: { agentId: string; usage: DailyUsage },
      contribute: Contributes<Tip>,
    ): Promise<void>;
  };
}
