import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { type Contribution, contribution, together } from '../../../../platform/table/contribution';
import { epochSeconds } from '../../../../platform/table/keys';
import { parseItem } from '../../../../platform/table/read-item';
import { transactWrite } from '../../../../platform/table/transactions';
import { entries } from '../../../money/ledger/domain';
import type { DraftedTasks, Task } from '../../tasks/domain';
import { insertTasks } from '../../tasks/store';
import type { Batch, Consensus } from '../domain/batches';
import { batchItem } from './batch-item';
import { batchesKeys } from './keys';

const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export const getBatch = async (batchId: string): Promise<Batch | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: batchesKeys.batch(batchId), ConsistentRead: true }));
  if (!Item) return undefined;
  const { consensus_reached_at, consensus, ...batch } = parseItem(batchItem, Item);
  return { ...batch, ...(consensus ? { consensus } : {}), ...(consensus_reached_at ? { consensus_reached_at } : {}) };
};

/**
 * The batch and its seats in one transaction (tasks' insertTasks: the seats, the day's usage, the
 * hold): real seats are held by one entry for all of them (`hold:<batch_id>`), each seat then
 * refunded or released on its own from its escrow_cents, so the agent's escrow stays the sum of
 * its tasks' holds. 50 seats: 50 task items, a shared content item, the usage, the entry's 5
 * items, the batch and an idempotency record.
 */
export const insertBatch = async (batch: Batch, seats: DraftedTasks, contributed: Contribution): Promise<void> => {
  const hold = batch.total_escrow_cents > 0 ? entries.batchEscrowHold(batch.agent_id, batch.batch_id, batch.total_escrow_cents) : undefined;
  const batchItem = contribution([
    {
      Put: { TableName: TABLE_NAME, Item: { ...batchesKeys.batch(batch.batch_id), ...batch }, ConditionExpression: 'attribute_not_exists(pk)' },
      condition: 'item_absent',
    },
  ]);
  await insertTasks(seats.tasks, seats.usage, hold, together(batchItem, contributed));
};

/**
 * Records the consensus on the batch, once ('consensus_unrecorded'), with its event: the callback
 * outbox entry (batchesKeys.batchEvent) sent to the seat's callback_url, in the seat's message group so it
 * follows that seat's own COMPLETED callback.
 */
export const recordConsensus = async (batch: Batch, consensus: Consensus, seat: Task, at: string): Promise<boolean> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: batchesKeys.batch(batch.batch_id),
          UpdateExpression: 'SET consensus_reached_at = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(consensus_reached_at)',
          ExpressionAttributeValues: { ':at': at },
        },
        condition: 'consensus_unrecorded',
      },
      {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...batchesKeys.batchEvent(batch.batch_id),
            event: 'batch.consensus_reached',
            batch_id: batch.batch_id,
            task_id: seat.task_id,
            field: consensus.field,
            value: consensus.value,
            agreeing: consensus.agreeing,
            timestamp: at,
            ...(seat.callback_url ? { has_callback: true } : {}),
            expires_at: epochSeconds(new Date(Date.parse(at) + EVENT_RETENTION_MS)),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'consensus_unrecorded') return false;
    throw error;
  }
};
