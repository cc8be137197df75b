/**
 * Ports: what the suspension use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts). A suspension spans the agent's account (its suspension
 * and history), its tasks (cancelled through the transition table), the admin audit and the mailer.
 */
import type { Mailer } from '../../../adapters/mail/mailer';
import type { Cents } from '../../../platform/kernel/money';
import type { TransactItem } from '../../../platform/table/transactions';
import type { Agent, Suspension, SuspensionEvent } from '../../accounts/agents/domain';
import type { AuditEntry } from '../../accounts/audit/domain';
import type { Task } from '../tasks/domain';
import type { MoveTask } from '../tasks/ports';

export interface SuspensionPorts {
  agents: {
    getAgent(agentId: string): Promise<Agent | undefined>;
    /** The suspension, its history step and `extraItems` in one transaction; false when the agent was gone or suspended already. */
    saveSuspension(agentId: string, suspension: Suspension, eventId: string, extraItems: TransactItem[]): Promise<boolean>;
    /** Lifts `lifted` (as read) with its history step and `extraItems`; false when it was no longer there. */
    removeSuspension(
      agentId: string,
      lifted: Suspension,
      event: Omit<SuspensionEvent, 'action' | 'reason'>,
      eventId: string,
      extraItems: TransactItem[],
    ): Promise<boolean>;
    markSuspensionNotified(agentId: string, suspendedAt: string, at: string): Promise<void>;
  };
  tasks: {
    /** The agent's tasks not in a final status, as its task index shows them (on DynamoDB a moment behind its writes). */
    listOpenAgentTasks(agentId: string): Promise<Task[]>;
    moveTask: MoveTask;
  };
  /** What the agent holds in escrow now (a consistent read): the sum of its open tasks' holds, as the ledger audit checks. */
  escrowCents(agentId: string): Promise<Cents>;
  /** Waits (for the task index to catch up). */
  pause(ms: number): Promise<void>;
  audit: { entry(entry: AuditEntry): TransactItem };
  mail: Mailer;
  settings: { publicBaseUrl: string };
  newId(prefix: string): string;
}
