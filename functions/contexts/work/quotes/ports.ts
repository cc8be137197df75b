/** What the quote use case needs from outside (the pattern: payouts/ports.ts). It reads, never writes. */

import type { Screener } from '../safety/domain';
import type { Completion, CreationState, PreparedTask, TaskRequest, TaskType } from '../tasks/domain';

export interface QuotesPorts {
  /** Creation's own first step (contexts/work/tasks/use-cases/create-task.ts prepareTask): the same checks, the same price. */
  tasks: { prepare(agentId: string, request: TaskRequest, now: Date): Promise<PreparedTask> };
  /** The agent's day so far (tier limits) and deposit balance, as creation's transaction would find them now. */
  agents: { creationState(agentId: string, now: Date): Promise<CreationState> };
  /** The acceptable use policy's screener, as creation screens the request (nothing counted: a quote creates nothing). */
  screener: Screener;
  /** The completion index: records of `taskType` at `places`, completed since `since`, a bounded number a place. */
  completions: { recent(taskType: TaskType, places: readonly string[], since: string): Promise<Completion[]> };
}
