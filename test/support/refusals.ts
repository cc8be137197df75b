import type * as z from 'zod/mini';
import type { Responses, Schemas } from '../../functions/platform/http/api-handler';
import { statusOf } from '../../functions/platform/http/responses';
import { refuseUnknownFields, validate } from '../../functions/platform/http/validation';
import { DomainError } from '../../functions/platform/kernel/errors';

/** A handler as the API wrappers make it: the schemas it reads its request with. */
type Contracted = { contract: Schemas<unknown, unknown, unknown, Responses> };

/**
 * What the API answers when `run` throws a domain error: the status and `{ error }` the handlers'
 * error mapping gives it, so a unit case pins the same answer an API case would.
 */
export const refusalOf = async (run: () => unknown): Promise<{ status: number | undefined; body: { error: string } }> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return { status: statusOf(error), body: { error: error.message } };
    throw error;
  }
  throw new Error('expected a refusal, and it was accepted');
};

/** The body `handler` reads from `input` as its wrapper does: an unknown field refused, then the schema's 400s. */
export const bodyOf = <B>(handler: Contracted, input: unknown): B => {
  const schema = handler.contract.body as z.ZodMiniType<B>;
  refuseUnknownFields(schema, input);
  return validate(schema, input, 'Request body');
};

/** The query `handler` reads from `input` (its query string's parameters) as its wrapper does. */
export const queryOf = <Q>(handler: Contracted, input: Record<string, string>): Q =>
  validate(handler.contract.query as z.ZodMiniType<Q>, input, 'Query');
