import * as z from 'zod/mini';
import { idParams } from '../../../../platform/wire/schemas';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { appealSchema } from '../../tasks/api/dispute-views';
import { appealDispute } from '../use-cases/appeal-dispute';
import { appeals } from '../wiring/appeal';

const body = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)) });
const responses = !import.meta.bundled && { 200: z.object({ task_id: z.string(), status: z.literal('DISPUTED'), appeal: appealSchema }) };

/** The operator who did the work appeals the agent's rejection, before the appeal deadline. */
export const handler = operatorHandler({ params: idParams, body, responses })(async (request) => {
  const appeal = await appealDispute(appeals, request.params.id, request.principal.operatorId, request.body.reason, request.now);
  return { status: 200, body: { task_id: request.params.id, status: 'DISPUTED' as const, appeal } };
});
