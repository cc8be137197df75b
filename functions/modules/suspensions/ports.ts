/**
 * Ports: what the suspension use cases need from outside the module, as types only (the pattern is
 * described in modules/payouts/ports.ts). A suspension spans the agent's account (its suspension
 * and history), its tasks (cancelled through the transition table), the admin audit and the mailer.
 */
import type { Mailer } from '../../adapters/mail/mailer';
import type { TransactItem } from '../../platform/table/transactions';
import type { Agent, Suspension, SuspensionEvent } from '../agents/domain';
import type { AuditEntry } from '../staff/domain';
import type { Task, TaskStatus } from '../tasks/domain';
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
    /** The agent's tasks now in one of `statuses`. */
    listAgentTasksIn(agentId: string, statuses: readonly TaskStatus[]): Promise<Task[]>;
    moveTask: MoveTask;
  };
  audit: { entry(entry: AuditEntry): TransactItem };
  mail: Mailer;
  settings: { publicBaseUrl: string };
  newId(prefix: string): string;
}
