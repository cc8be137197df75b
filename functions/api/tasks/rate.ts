import * as z from 'zod';
import { MAX_SCORE, MIN_SCORE } from '../../core/ratings';
import { apiHandler, callingAgent } from '../../http/api-handler';
import { rateOperator } from '../../use-cases/ratings/rate-operator';
import { idParams, timestamp } from '../../wire/schemas';

const body = z.object({
  score: z.int().min(MIN_SCORE).max(MAX_SCORE),
  comment: z.string().trim().max(1000).optional(),
});
const responses = {
  201: z.object({ task_id: z.string(), score: z.int(), comment: z.string().nullable(), created_at: timestamp }),
};

/** The agent rates the operator of its completed task, once. */
export const handler = apiHandler({ params: idParams, body, responses })(async (request) => {
  const rating = await rateOperator(request.params.id, callingAgent(request).agentId, request.body, request.now);
  return { status: 201, body: { task_id: rating.task_id, score: rating.score, comment: rating.comment ?? null, created_at: rating.created_at } };
});
