import type { Agent, SuspensionEvent } from '../../../accounts/agents/domain';
import { agentErrors } from '../../../accounts/agents/errors';
import type { AgentSafetyRecord } from '../../../work/safety/domain';
import type { AgentRecord, AgentRecordPorts } from '../ports';

/** The steps of an agent's suspension history the back office shows (the newest). */
const SUSPENSION_HISTORY_SHOWN = 20;

/**
 * What the back office sees of an agent: the account, its record as operators see it, its disputes
 * open now, its suspension history, and its safety record (refusals, holds, reports) with the
 * tasks held now.
 */
export const agentForStaff = async (
  deps: AgentRecordPorts,
  agentId: string,
): Promise<{
  agent: Agent;
  record: AgentRecord;
  openDisputes: number;
  suspensionHistory: SuspensionEvent[];
  safety: AgentSafetyRecord & { heldNow: number };
}> => {
  const agent = await deps.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  const [records, openDisputes, suspensionHistory, safety, heldNow] = await Promise.all([
    deps.getAgentRecords([agentId]),
    deps.countAgentTasks(agentId, 'DISPUTED'),
    deps.listSuspensionEvents(agentId, SUSPENSION_HISTORY_SHOWN),
    deps.getSafetyRecord(agentId),
    deps.countAgentTasks(agentId, 'HELD'),
  ]);
  return {
    agent,
    record: records.get(agentId) ?? { completed_tasks: 0, disputed_tasks: 0 },
    openDisputes,
    suspensionHistory,
    safety: { ...safety, heldNow },
  };
};
