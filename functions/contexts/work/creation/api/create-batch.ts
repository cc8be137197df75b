import * as z from 'zod/mini';
import { idempotent } from '../../../../platform/idempotency/idempotent';
import { contributesAll } from '../../../../platform/table/contribution';
import { withMeta } from '../../../../platform/wire/meta';
import { agentHandler } from '../../../accounts/agents/wiring/agent-handler';
import { keySpendingContribution } from '../../../accounts/agents/wiring/key-spending';
import { payable, paymentRequiredSchema } from '../../../money/deposits/api/x402-payable';
import { createdBatchSchema, createdBatchView } from '../../batches/api/batch-views';
import { type Batch, CONSENSUS_FIELD_PATTERN, MAX_SEATS, MIN_SEATS } from '../../batches/domain';
import { creationBody } from '../../templates/api/creation-body';
import { createBatchFromBody } from '../use-cases';
import { creation } from '../wiring/api';

const body = z.object({
  task: withMeta(creationBody, { description: 'The task every seat is: the body of POST /api/v1/tasks (a template_id and inputs too)' }),
  seats: withMeta(z.int().check(z.minimum(MIN_SEATS), z.maximum(MAX_SEATS)), {
    description: `How many operators do the task, each once (${MIN_SEATS} to ${MAX_SEATS}); each seat is an ordinary task`,
  }),
  consensus: withMeta(
    z.optional(
      z.object({
        field: withMeta(z.string().check(z.regex(CONSENSUS_FIELD_PATTERN, 'must be a property name (letters, digits, _; at most 64)')), {
          description: "The property of the seats' `result` to compare (one of result_schema's properties when the task has one)",
        }),
        min_agreement: withMeta(z.int().check(z.minimum(MIN_SEATS), z.maximum(MAX_SEATS)), {
          description: 'How many COMPLETED seats must give the same answer (2 to seats)',
        }),
      }),
    ),
    { description: 'Ask for an agreed answer: GET /api/v1/batches/{id} reports it, and a batch.consensus_reached callback announces it' },
  ),
});
const responses = !import.meta.bundled && { 201: createdBatchSchema, 402: paymentRequiredSchema };

const created = (batch: Batch) => ({ status: 201 as const, body: createdBatchView(batch) });

/** N seats of one task, all escrowed or none; Idempotency-Key and x402 payment of a short balance as on task creation. */
export const handler = agentHandler({ scope: 'tasks:write', body, responses })(async (request) => {
  const { principal, now } = request;
  const { agentId } = principal;
  const { task, seats, consensus } = request.body;
  return payable(request, '/api/v1/batches', () =>
    idempotent(request.headers['idempotency-key'], `batches:${agentId}`, request.body, now, async (contribute) => {
      // Every seat counts against the calling key's limits, in the transaction that holds the escrow.
      const withBatch = contributesAll<Batch>(
        keySpendingContribution(principal, now, (batch) => batch.task_ids.map(() => batch.total_escrow_cents / batch.task_ids.length)),
        (batch) => contribute(created(batch)),
      );
      return created(await createBatchFromBody(creation, agentId, { task, seats, consensus }, now, withBatch));
    }),
  );
});
