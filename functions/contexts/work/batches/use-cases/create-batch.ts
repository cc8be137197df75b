import type { Contributes } from '../../../../platform/table/contribution';
import type { TaskRequest } from '../../tasks/domain';
import { type Batch, type ConsensusRule, checkConsensusRule, newBatch } from '../domain/batches';
import type { BatchCreationPorts } from '../ports';

interface BatchRequest {
  task: TaskRequest & { result_schema?: { properties?: Record<string, unknown> } };
  seats: number;
  consensus?: ConsensusRule;
}

/**
 * The agent asks `seats` operators for the same task:
 * 1. the consensus rule fits the batch (min_agreement within the seats, the field in result_schema);
 * 2. the seats are drafted by the creation path, as one task each, of this batch (tier rules, price, callback checks);
 * 3. one transaction writes every seat, counts each against the day's tier limits, holds every
 *    seat's reward and fee in escrow (one entry: all or nothing, 402 when the balance is short) and
 *    writes the batch, with what `contribute` adds.
 */
export const createBatch = async (
  deps: BatchCreationPorts,
  agentId: string,
  request: BatchRequest,
  now: Date,
  contribute: Contributes<Batch>,
): Promise<Batch> => {
  if (request.consensus) checkConsensusRule(request.consensus, request.seats, request.task.result_schema);
  const batchId = deps.ids.newId('batch');
  const taskIds = Array.from({ length: request.seats }, () => deps.ids.newId('task'));
  const drafted = await deps.seats.draft(agentId, request.task, now, { taskIds, batchId });
  const batch = newBatch(batchId, drafted.tasks, request.consensus, now);
  await deps.batches.insertBatch(batch, drafted, contribute(batch));
  return batch;
};
