/**
 * Ports: what the back office's cross-context use cases need, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts): the views and flows that span the accounts and
 * the work they are about.
 */
import type { Agent, SuspensionEvent } from '../../accounts/agents/domain';
import type { AgentRecord } from '../../accounts/agents/store';
import type { OperatorsStore } from '../../accounts/operators/ports';
import type { AgentSafetyRecord } from '../../work/safety/domain';
import type { TaskStatus } from '../../work/tasks/domain';
import type { MoveTask } from '../../work/tasks/ports';

export type { AgentRecord };

/** The KYC decision: the operator's record, and the moves that give a rejected operator's claims back. */
export interface KycDecisionPorts {
  store: Pick<OperatorsStore, 'recordKycDecision'>;
  moveTask: MoveTask;
}

/** What the back office reads of an agent: the account, its record and tasks, its suspensions, its safety record. */
export interface AgentRecordPorts {
  getAgent(agentId: string): Promise<Agent | undefined>;
  getAgentRecords(agentIds: readonly string[]): Promise<Map<string, AgentRecord>>;
  countAgentTasks(agentId: string, status?: TaskStatus): Promise<number>;
  /** The agent's suspension history, newest first. */
  listSuspensionEvents(agentId: string, limit: number): Promise<SuspensionEvent[]>;
  /** What the acceptable use policy met of the agent. */
  getSafetyRecord(agentId: string): Promise<AgentSafetyRecord>;
}
