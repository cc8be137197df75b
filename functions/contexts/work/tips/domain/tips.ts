import type { Cents } from '../../../../platform/kernel/money';
import { entries, type JournalEntry } from '../../../money/ledger/domain';
import type { Task } from '../../tasks/domain';

/** The largest single tip: generous next to any reward a tier allows per day, small enough that a mistyped amount is refused. */
export const MAX_TIP: Cents = 50_000;

export const SANDBOX_TIP_NOTICE = 'Sandbox task: no money moves in the sandbox, so this tip was not paid.';

export interface Tip {
  tip_id: string;
  task_id: string;
  amount_cents: Cents;
  created_at: string;
  /** A tip on a sandbox task: answered, recorded nowhere, no money moved. */
  sandbox: boolean;
}

/**
 * Whether `agentId` may tip on `task`: its own COMPLETED task with an operator. A sandbox task
 * qualifies too (the sandbox rehearses every call), but its tip moves nothing (tipEntry).
 */
export const mayTip = (task: Task | undefined, agentId: string): task is Task =>
  task !== undefined && task.agent_id === agentId && task.status === 'COMPLETED' && (task.sandbox || task.operator !== undefined);

/** The ledger entry a tip posts: the agent's deposit to the operator's pending earnings, no fee; none in the sandbox. */
export const tipEntry = (task: Task, tip: Tip): JournalEntry | undefined =>
  tip.sandbox ? undefined : entries.tip(task.agent_id, task.operator!.id, task.task_id, tip.tip_id, tip.amount_cents);
