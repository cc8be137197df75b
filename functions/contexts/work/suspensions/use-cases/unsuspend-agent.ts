import type { Agent } from '../../../accounts/agents/domain';
import { agentErrors } from '../../../accounts/agents/errors';
import type { UnsuspensionPorts } from '../ports';

/**
 * Staff lift an agent's suspension: its keys and tokens work again at their next request. The
 * suspension's removal, its history step and the admin audit's entry commit together, conditioned
 * on the suspension being the one read; lifting an agent that is not suspended changes nothing and
 * writes nothing. Tasks the suspension cancelled stay cancelled (their money is back on the balance).
 */
export const unsuspendAgent = async (deps: UnsuspensionPorts, agentId: string, actor: string, now: Date): Promise<Agent> => {
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  const { suspension, ...lifted } = agent;
  if (!suspension) return agent;
  const at = now.toISOString();
  const audit = deps.audit.entry({ at, actor, action: 'agent_unsuspended', target: agentId, detail: `lifted: ${suspension.reason}` });
  // Lifted (or replaced) by another call first: the agent as that left it.
  if (!(await deps.agents.removeSuspension(agentId, suspension, { at, actor }, deps.newId('sus'), audit))) return unsuspendedOrAsIs(deps, agentId);
  return lifted;
};

const unsuspendedOrAsIs = async (deps: Pick<UnsuspensionPorts, 'agents'>, agentId: string): Promise<Agent> => {
  const agent = await deps.agents.getAgent(agentId);
  if (!agent) throw agentErrors.agentNotFound();
  return agent;
};
