import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { epochSeconds } from '../../../../platform/table/keys';
import type { HeldWaitSlot } from '../ports';
import { mcpKeys } from './keys';

/**
 * Takes one of an API key's `slots` wait slots until `leaseMs` from now, or answers undefined when
 * every slot is held. A slot is an item of its own, taken by a conditional put, so concurrent
 * requests on different Lambda instances never hold more than `slots` between them; a slot whose
 * holder died frees itself when its lease ends (and TTL removes the item later).
 */
export const takeWaitSlot = async (keyId: string, slots: number, leaseMs: number, now: Date): Promise<HeldWaitSlot | undefined> => {
  const lease = randomUUID();
  const until = new Date(now.getTime() + leaseMs);
  for (let slot = 0; slot < slots; slot++) {
    try {
      await ddb.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: { ...mcpKeys.waitSlot(keyId, slot), lease, lease_until: until.getTime(), expires_at: epochSeconds(until) + 60 },
          ConditionExpression: 'attribute_not_exists(pk) OR lease_until < :now',
          ExpressionAttributeValues: { ':now': now.getTime() },
        }),
      );
      return { slot, lease };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return undefined;
};

/** Frees a slot this holder still holds (one whose lease ran out may already be another's). */
export const freeWaitSlot = async (keyId: string, held: HeldWaitSlot): Promise<void> => {
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: mcpKeys.waitSlot(keyId, held.slot),
        ConditionExpression: 'lease = :lease',
        ExpressionAttributeValues: { ':lease': held.lease },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
