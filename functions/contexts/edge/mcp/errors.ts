import { ConflictError, error, InvalidRequestError } from '../../../platform/kernel/errors';

/** What the hosted MCP endpoint refuses. */
export const mcpErrors = {
  mcpBatch: error(InvalidRequestError, 'JSON-RPC batches are not accepted: send one message per request'),
  tooManyWaits: (max: number) =>
    new ConflictError(`Too many wait_for_task calls at once for this API key (at most ${max}): call it again when one has returned`),
};
