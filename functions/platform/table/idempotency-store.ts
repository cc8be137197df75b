import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { platformErrors } from '../kernel/errors';
import { ddb, TABLE_NAME } from './client';
import { failedItem } from './failed-item';
import { idempotencyItem } from './idempotency-item';
import { epochSeconds, platformKeys } from './keys';
import { parseItem } from './read-item';
import type { TransactItem } from './transactions';

const RETENTION_MS = 24 * 60 * 60 * 1000;
/** Longer than any Lambda runs (10 s): a lease this old belongs to a request that died. */
const LEASE_MS = 60 * 1000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export type Claim = { kind: 'claimed'; lease: string } | { kind: 'replay'; response: StoredResponse };

/**
 * Claims an Idempotency-Key for a request. The first caller gets a lease; a later caller
 * with the same request gets the stored response, one with a different request 422, and
 * one that arrives while the first is still running 409. A lease left by a request that
 * died can be taken over: its work never committed, since completion commits with it.
 */
export const claimIdempotencyKey = async (scope: string, key: string, requestHash: string, now: Date): Promise<Claim> => {
  const lease = randomUUID();
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...platformKeys.idempotency(scope, key),
          state: 'IN_PROGRESS',
          request_hash: requestHash,
          lease,
          lease_until: now.getTime() + LEASE_MS,
          expires_at: epochSeconds(new Date(now.getTime() + RETENTION_MS)),
        },
        // TTL deletion lags, so an expired record counts as absent.
        ConditionExpression: 'attribute_not_exists(pk) OR expires_at < :nowSeconds OR (#state = :inProgress AND lease_until < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':inProgress': 'IN_PROGRESS', ':now': now.getTime(), ':nowSeconds': epochSeconds(now) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { kind: 'claimed', lease };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException) || !error.Item) throw error;
    const existing = parseItem(idempotencyItem, await failedItem(error.Item), platformKeys.idempotency(scope, key));
    if (existing.request_hash !== requestHash) throw platformErrors.idempotencyKeyReused();
    if (existing.state === 'IN_PROGRESS') throw platformErrors.idempotencyInFlight();
    return { kind: 'replay', response: { status: existing.response_status, body: JSON.parse(existing.response_body) } };
  }
};

/** Records the response in the same transaction as the work, so both commit or neither. */
export const completionItem = (scope: string, key: string, lease: string, response: StoredResponse): TransactItem => ({
  Update: {
    TableName: TABLE_NAME,
    Key: platformKeys.idempotency(scope, key),
    UpdateExpression: 'SET #state = :completed, response_status = :status, response_body = :body REMOVE lease, lease_until',
    ConditionExpression: '#state = :inProgress AND lease = :lease',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':completed': 'COMPLETED',
      ':inProgress': 'IN_PROGRESS',
      ':lease': lease,
      ':status': response.status,
      ':body': JSON.stringify(response.body),
    },
  },
  condition: 'idempotency_lease',
});

/** Frees the key after a request failed, so the client can retry it. */
export const releaseIdempotencyKey = async (scope: string, key: string, lease: string): Promise<void> => {
  await ddb
    .send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: platformKeys.idempotency(scope, key),
        ConditionExpression: 'lease = :lease',
        ExpressionAttributeValues: { ':lease': lease },
      }),
    )
    .catch(() => undefined);
};
