import { usageDay } from '../../../accounts/agents/domain';
import { getUsage } from '../../../accounts/agents/store';
import { accounts } from '../../../money/ledger/domain';
import { getBalances } from '../../../money/ledger/store';
import { screening } from '../../safety/wiring/screening';
import { recentCompletions } from '../../tasks/store';
import { prepareTask } from '../../tasks/use-cases';
import { taskPreparation } from '../../tasks/wiring/preparation';
import type { QuotesPorts } from '../ports';

/** The composition root of the quote route: reads only. */
export const quoteReads: QuotesPorts = {
  // The id is never written: a quote makes no task.
  tasks: { prepare: (agentId, request, now) => prepareTask(taskPreparation, agentId, request, now, 'task_quote') },
  agents: {
    creationState: async (agentId, now) => {
      const deposit = accounts.agentDeposit(agentId);
      const [usage, balances] = await Promise.all([getUsage(agentId, usageDay(now)), getBalances([deposit])]);
      return {
        today: { tasks: usage.tasks, spend: usage.spend_cents },
        restricted: { today: usage.restricted_tasks, max: taskPreparation.settings.restrictedTasksPerDay },
        balance: balances.get(deposit)!,
      };
    },
  },
  // The screener alone: a quote asks whether creation would refuse, it is not a request to count.
  screener: screening.screener,
  completions: { recent: recentCompletions },
};
