import { depositErrors } from '../../functions/contexts/money/deposits/errors';
import { batchErrors } from '../../functions/contexts/work/batches/errors';
import { taskErrors } from '../../functions/contexts/work/tasks/errors';
import { templateErrors } from '../../functions/contexts/work/templates/errors';
import { platformErrors } from '../../functions/platform/kernel/errors';
import type { Area } from '../operation';
import { PAYMENT_REQUIRED, POLICY } from './tasks';

const NOT_FOUND = `\`${batchErrors.batchNotFound().message}\` (missing, or another agent's batch)`;

export const batches: Area = {
  tag: { name: 'Batches', description: 'One task done by several operators, each once, with an agreed answer' },
  operations: {
    'POST /api/v1/batches': {
      operationId: 'createBatch',
      summary: 'Post N seats of one task, all escrowed or none',
      description: `\`task\` is the body of \`POST /api/v1/tasks\` and is checked as there; \`seats\` (2 to 50)
ordinary tasks are created from it, each with \`batch_id\`, in one transaction: every seat counts against
the daily tier limits (422 as creation), and the deposit balance must cover every seat's
\`total_escrow\` (402 \`Insufficient balance for escrow\`: then no seat exists; payable with x402 as on task creation). Each seat is then claimed,
reviewed, disputed, paid and cancelled as any task. One operator holds at most one seat of a batch.

\`consensus\` (optional): \`field\` is a property of the seats' structured \`result\` (one of
\`result_schema\`'s properties when the task has one: 400 \`consensus.field must be a property of
result_schema: <field>\`), \`min_agreement\` from 2 to \`seats\` (400 \`consensus.min_agreement must be
between 2 and seats (<seats>)\`). \`GET /api/v1/batches/{id}\` reports the agreed value as soon as that
many COMPLETED seats agree, and a \`batch.consensus_reached\` callback goes to the task's
\`callback_url\`. Idempotency-Key as on task creation.

Every seat is the same task, screened as on task creation: ${POLICY} Each seat counts against the day's
restricted-task limit.`,
      idempotent: true,
      x402: true,
      responses: { 201: 'Created: the batch, its seats (PENDING) and what it holds in escrow', 402: PAYMENT_REQUIRED },
      errors: {
        404: `${templateErrors.templateNotFound().message} (the task's template_id unknown, or another agent's)`,
        409: `${platformErrors.idempotencyInFlight().message}, or ${depositErrors.paymentAlreadyUsed().message} (x402)`,
        422:
          'As task creation: `Idempotency key reused with a different request`, the reward bounds, the daily task and spend limits, ' +
          '`Refused by the acceptable use policy: <category>` (with `category`)',
        429: `\`${taskErrors.dailyRestrictedLimit(1).message}\` (\`Retry-After\`: until midnight UTC), or \`Rate limit exceeded\``,
      },
    },
    'GET /api/v1/batches/{id}': {
      operationId: 'getBatch',
      summary: 'A batch: its seats counted by status, and its consensus',
      description:
        '`consensus` is null without a consensus rule; otherwise `value` is null until `min_agreement` COMPLETED seats agree ' +
        '(text compared trimmed and case-folded), then the agreed answer, which no later seat changes.',
      params: { id: 'The batch_id' },
      responses: { 200: 'The batch' },
      errors: { 404: NOT_FOUND },
    },
    'POST /api/v1/batches/{id}/cancel': {
      operationId: 'cancelBatch',
      summary: 'Cancel the seats still cancellable (each refunded) and answer the batch',
      description:
        'Every seat in PENDING, ESTIMATE_PENDING, ACCEPTED or HELD is cancelled as `POST /api/v1/tasks/{id}/cancel` does, its own ' +
        'escrow share refunded; seats under way or done are left. Calling it again cancels nothing more. No request body is read.',
      params: { id: 'The batch_id' },
      responses: { 200: 'The batch after the cancel' },
      errors: { 404: NOT_FOUND },
    },
  },
};
