import { platformErrors } from '../../../../platform/kernel/errors';
import type { ScreeningPass, ScreeningRequest } from '../domain/screening';
import type { ScreeningPorts } from '../ports';

/**
 * Screens what an agent asks before anything is written or any money moves: a prohibited
 * request throws the policy's refusal (422 naming the category); a doubtful one comes back as a
 * hold for the caller to act on (a task is created HELD; a template or message has nothing to
 * hold and goes on, its tasks screened again when created). Refusals and holds are counted, and
 * kept on the agent's safety record for staff.
 */
export const screenRequest = async (deps: ScreeningPorts, request: ScreeningRequest, now: Date): Promise<ScreeningPass> => {
  const outcome = await deps.screener.screen(request.texts);
  if (outcome.verdict === 'allow') return outcome;
  await deps.recordOutcome({ subject: request.subject, agentId: request.agentId }, outcome, now);
  if (outcome.verdict === 'refuse') throw platformErrors.refusedByPolicy(outcome.category);
  return outcome;
};
