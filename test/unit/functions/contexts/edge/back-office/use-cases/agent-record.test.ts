import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../../../../../functions/contexts/accounts/agents/domain/agents';
import type { AgentRecordPorts } from '../../../../../../../functions/contexts/edge/back-office/ports';
import { agentForStaff } from '../../../../../../../functions/contexts/edge/back-office/use-cases/agent-record';

describe("the back office's view of an agent", () => {
  it("shows an agent's record with its open disputes, suspension history and safety record, and an unknown agent as 404", async () => {
    const suspended = { action: 'suspended', at: '2026-11-29T03:00:00.000Z', actor: 'staff@example.com', reason: 'Stalking requests' } as const;
    const safety = { refusals: 3, holds: 1, reports: 2, last_refusal: { category: 'harm_to_people', at: '2026-11-29T02:00:00.000Z' } };
    const deps: AgentRecordPorts = {
      getAgent: async (agentId) => (agentId === 'agt_1' ? ({ agent_id: 'agt_1' } as Agent) : undefined),
      getAgentRecords: async () => new Map(),
      countAgentTasks: async (_, status) => (status === 'DISPUTED' ? 2 : status === 'HELD' ? 1 : 0),
      listSuspensionEvents: async (agentId) => (agentId === 'agt_1' ? [suspended] : []),
      getSafetyRecord: async () => safety,
    };
    await expect(agentForStaff(deps, 'agt_1')).resolves.toMatchObject({
      record: { completed_tasks: 0, disputed_tasks: 0 },
      openDisputes: 2,
      suspensionHistory: [suspended],
      safety: { ...safety, heldNow: 1 },
    });
    await expect(agentForStaff(deps, 'agt_2')).rejects.toThrow('Agent not found');
  });
});
