/**
 * Ports: what the suspension use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts). A suspension spans the agent's account (its suspension
 * and history), its tasks (cancelled through the transition table), the admin audit and the mailer.
 */
import type { Mailer } from '../../../adapters/mail/mailer';
import type { Cents } from '../../../platform/kernel/money';
import type { Contribution } from '../../../platform/table/contribution';
import type { Agent, Suspension, SuspensionEvent } from '../../accounts/agents/domain';
import type { AuditEntry } from '../../accounts/audit/domain';
import type { Task } from '../tasks/domain';
import type { MoveTask } from '../tasks/ports';

export interface SuspensionPorts {
  agents: {
    getAgent(agentId: string): Promise<Agent | undefined>;
    /** The suspension, its history step and `contributed` in one transaction; false when the agent was gone or suspended already. */
    saveSuspension(agentId: string, suspension: Suspension, eventId: string, contributed: Contribution): Promise<boolean>;
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
  /** The back office's audit entry, written in the action's own transaction. */
  audit: { entry(entry: AuditEntry): Contribution };
  mail: Mailer;
  settings: { publicBaseUrl: string };
  newId(prefix: string): string;
}

/** What lifting a suspension needs: the agent, the suspension's removal, the audit entry, an id. */
export interface UnsuspensionPorts extends Pick<SuspensionPorts, 'audit' | 'newId'> {
  agents: Pick<SuspensionPorts['agents'], 'getAgent'> & {
    /** Lifts `lifted` (as read) with its history step and `contributed`; false when it was no longer there. */
    removeSuspension(
      agentId: string,
      lifted: Suspension,
      event: Omit<SuspensionEvent, 'action' | 'reason'>,
      eventId: string,
      contributed: Contribution,
    ): Promise<boolean>;
  };
}
