import { platformErrors } from '../../../../platform/kernel/errors';
import { creationRefusals, placesNear, SIMILAR_DAYS, screenedTexts, type TaskRequest } from '../../tasks/domain';
import { type Quote, quoteOf } from '../domain/quotes';
import type { QuotesPorts } from '../ports';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What creating `request` would charge and whether it would succeed, without writing anything:
 * 1. the task as creation prepares it (a malformed request throws creation's 400);
 * 2. what creation would refuse of it now: the acceptable use policy, the reward, the day's
 *    restricted tasks and tier limits, the deposit;
 * 3. the completion index near the task: a suggested reward, the coverage there, and whether a
 *    claim deadline asked for is usually met.
 * Reads only (the route is granted reads alone): no task, no usage count, no idempotency record.
 */
export const quoteTask = async (deps: QuotesPorts, agentId: string, request: TaskRequest, now: Date): Promise<Quote> => {
  const since = new Date(now.getTime() - SIMILAR_DAYS * DAY_MS).toISOString();
  const [prepared, state, completions, screening] = await Promise.all([
    deps.tasks.prepare(agentId, request, now),
    deps.agents.creationState(agentId, now),
    deps.completions.recent(request.task_type, placesNear(request.location), since),
    deps.screener.screen(screenedTexts(request)),
  ]);
  const refused = screening.verdict === 'refuse' ? [platformErrors.refusedByPolicy(screening.category)] : [];
  return quoteOf(
    { price: prepared.price, refusals: [...refused, ...creationRefusals(prepared, state)] },
    completions,
    { taskType: request.task_type, location: request.location, claimWithinMinutes: request.claim_within_minutes },
    now,
  );
};
