/**
 * The one way a task changes status: load the task, plan the move (contexts/work/tasks/domain/task-moves.ts: the
 * transition table, the money, the records, the claim), commit the plan in one transaction
 * (contexts/work/tasks/store/task-moves-store.ts), and when another move won the race, plan again from what it left, so
 * the caller ends with the table's own refusal (TransitionRefusedError).
 */

import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { type MovePlan, type MoveRules, planMove } from '../domain/task-moves';
import type { MoveTask, TaskMovesStore } from '../ports';

const MAX_ATTEMPTS = 3;

/**
 * moveTask over the given store and rules (the wired one is wiring/moves.ts's), `countMove` told of
 * each committed move once (a retry that loses the race writes nothing and counts nothing).
 */
export const moveTaskWith =
  (deps: { tasks: Pick<TaskMovesStore, 'getTask' | 'commitMove'>; rules: MoveRules; countMove: (plan: MovePlan) => void }): MoveTask =>
  async (request) => {
    const { tasks, rules, countMove } = deps;
    let task = await tasks.getTask(request.taskId);
    for (let attempt = 1; ; attempt++) {
      const plan = planMove(task, request, rules);
      try {
        await tasks.commitMove(plan, request.now, await request.writes?.(plan.next));
        countMove(plan);
        return { task: plan.next, transition: plan.transition };
      } catch (error) {
        const { overClaimLimit } = plan.transition;
        if (error instanceof ConditionFailed && error.condition === 'open_claims_below_limit' && overClaimLimit) throw overClaimLimit();
        if (!(error instanceof ConditionFailed && error.condition === 'task_unchanged')) throw error;
        if (attempt >= MAX_ATTEMPTS) throw plan.transition.refused();
        // Someone else moved the task first: plan again from what they left.
        task = await tasks.getTask(request.taskId);
      }
    }
  };
