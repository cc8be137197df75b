import * as z from 'zod/mini';
import { idParams, timestamp } from '../../../../platform/wire/schemas';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { MAX_SCORE, MIN_SCORE } from '../domain/ratings';
import { rateOperator } from '../use-cases/rate-operator';
import { ratingsTable } from '../wiring/table';

const body = z.object({
  score: z.int().check(z.minimum(MIN_SCORE), z.maximum(MAX_SCORE)),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
const responses = !import.meta.bundled && {
  201: z.object({ task_id: z.string(), score: z.int(), comment: z.nullable(z.string()), created_at: timestamp }),
};

/** The agent rates the operator of its completed task, once. */
export const handler = agentHandler({ scope: 'tasks:write', params: idParams, body, responses })(async (request) => {
  const rating = await rateOperator(ratingsTable, request.params.id, request.principal.agentId, request.body, request.now);
  return { status: 201, body: { task_id: rating.task_id, score: rating.score, comment: rating.comment ?? null, created_at: rating.created_at } };
});
