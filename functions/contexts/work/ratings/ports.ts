/** What the ratings use cases need from outside (the pattern: payouts/ports.ts). */
import type { Operator } from '../../accounts/operators/domain';
import type { Task } from '../tasks/domain';

export interface Rating {
  task_id: string;
  score: number;
  comment?: string;
  created_at: string;
}

export interface RatingsPorts {
  ratings: {
    /**
     * One transaction: the task marked rated (a second rating of it: ratingErrors.taskAlreadyRated),
     * the rating stored, the score added to the operator's sum and count (an operator gone:
     * taskErrors.taskNotCompleted).
     */
    recordRating(task: Task, operatorId: string, rating: Rating): Promise<void>;
    /** The ratings an operator received, newest first. */
    listRatings(operatorId: string): Promise<Rating[]>;
  };
  tasks: { getTask(taskId: string): Promise<Task | undefined> };
  operators: { getOperator(operatorId: string): Promise<Operator | undefined> };
}
