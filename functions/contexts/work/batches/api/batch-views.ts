import * as z from 'zod/mini';
import { toDollars } from '../../../../platform/kernel/money';
import { withMeta } from '../../../../platform/wire/meta';
import { usd } from '../../../../platform/wire/schemas';
import { TASK_STATUSES } from '../../tasks/domain';
import type { Batch } from '../domain/batches';
import type { BatchState } from '../use-cases/batch-queries';

const count = /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0));

export const createdBatchSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    batch_id: /* @__PURE__ */ z.string(),
    task_ids: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string()), {
      description: 'The seats: one ordinary task each, in creation order',
    }),
    total_escrow: /* @__PURE__ */ withMeta(usd, { description: "Every seat's reward + platform fee, held at once (0 in the sandbox)" }),
  }),
  { id: 'BatchCreated', description: 'The response to POST /api/v1/batches' },
);

const consensusSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    field: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.string(), { description: "The property of the seats' `result` compared" }),
    value: /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number(), /* @__PURE__ */ z.boolean(), /* @__PURE__ */ z.null()]),
      {
        description: 'The agreed answer once reached (as the first agreeing seat wrote it); null until then',
      },
    ),
    agreeing: /* @__PURE__ */ withMeta(count, { description: 'COMPLETED seats giving that answer (before it is reached: the largest group so far)' }),
    reached: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.boolean(), {
      description: 'True as soon as min_agreement COMPLETED seats agree; it never changes back',
    }),
  }),
  { id: 'BatchConsensus', description: "Where the batch's consensus stands" },
);

export const batchSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    batch_id: /* @__PURE__ */ z.string(),
    task_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
    counts: /* @__PURE__ */ withMeta(
      /* @__PURE__ */ z.object(
        /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ TASK_STATUSES.map((status) => [status, count])) as Record<
          (typeof TASK_STATUSES)[number],
          typeof count
        >,
      ),
      {
        description: 'How many seats are in each status (every status listed)',
      },
    ),
    consensus: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.nullable(consensusSchema), {
      description: 'Null when the batch was created without a consensus rule',
    }),
  }),
  { id: 'Batch', description: 'A batch as its agent sees it: its seats counted by status, and its consensus' },
);

export const createdBatchView = (batch: Batch): z.output<typeof createdBatchSchema> => ({
  batch_id: batch.batch_id,
  task_ids: batch.task_ids,
  total_escrow: toDollars(batch.total_escrow_cents),
});

export const batchView = (state: BatchState): z.output<typeof batchSchema> => ({
  batch_id: state.batch.batch_id,
  task_ids: state.batch.task_ids,
  counts: state.counts,
  consensus: state.consensus && { ...state.consensus, value: state.consensus.value as string | number | boolean | null },
});
