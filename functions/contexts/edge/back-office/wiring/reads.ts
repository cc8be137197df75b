import { getAgent, getAgentRecords, listSuspensionEvents } from '../../../accounts/agents/store';
import { getSafetyRecord } from '../../../work/safety/store';
import { countAgentTasks } from '../../../work/tasks/store';
import type { AgentRecordPorts } from '../ports';

/** The composition root of the back office's view of an agent. */
export const agentRecordReads: AgentRecordPorts = { getAgent, getAgentRecords, countAgentTasks, listSuspensionEvents, getSafetyRecord };
