import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { parseItem } from '../../../../platform/table/read-item';
import type { TransactItem } from '../../../../platform/table/transactions';
import type { PayoutAddressBinding, PayoutAddressDecision } from '../domain/payout-addresses';
import { payoutsKeys } from './keys';
import { payoutAddressItem } from './payout-item';

export const getPayoutAddress = async (operatorId: string): Promise<PayoutAddressBinding | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: payoutsKeys.payoutAddress(operatorId), ConsistentRead: true }));
  return Item && parseItem(payoutAddressItem, Item);
};

/** The condition that the new address is still the one `seen` held (or still none). */
const pendingAsSeen = (seen: PayoutAddressBinding) =>
  seen.pending_address === undefined
    ? { expression: 'attribute_not_exists(pending_address)', values: {} }
    : {
        expression: 'pending_address = :seen_pending AND pending_usable_at = :seen_usable',
        values: { ':seen_pending': seen.pending_address, ':seen_usable': seen.pending_usable_at },
      };

/**
 * Records `address` as the operator's new payout address, usable from `usableAt`, if the binding
 * is still as `seen`: of two changes at once one wins (true), the other is told to look again (false).
 */
export const proposePayoutAddress = async (operatorId: string, seen: PayoutAddressBinding, address: string, usableAt: string): Promise<boolean> => {
  const pending = pendingAsSeen(seen);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: payoutsKeys.payoutAddress(operatorId),
        UpdateExpression: 'SET pending_address = :address, pending_usable_at = :usable',
        ConditionExpression: `address = :bound AND ${pending.expression}`,
        ExpressionAttributeValues: { ':address': address.toLowerCase(), ':usable': usableAt, ':bound': seen.address, ...pending.values },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/**
 * What a payout's transaction writes about its address, so the payout is recorded only while the
 * binding is as it was decided from (condition `payout_address_unchanged`): binding the first
 * address, checking the bound one, or making the new address, its cooldown over, the bound one.
 */
export const payoutAddressWrite = (
  operatorId: string,
  decision: Extract<PayoutAddressDecision, { kind: 'bind' | 'use' | 'promote' }>,
  seen: PayoutAddressBinding | undefined,
  address: string,
  at: string,
): TransactItem => {
  const Key = payoutsKeys.payoutAddress(operatorId);
  const condition = 'payout_address_unchanged' as const;
  if (decision.kind === 'bind' || !seen) {
    return {
      Put: { TableName: TABLE_NAME, Item: { ...Key, address: address.toLowerCase(), bound_at: at }, ConditionExpression: 'attribute_not_exists(pk)' },
      condition,
    };
  }
  if (decision.kind === 'use') {
    return {
      ConditionCheck: { TableName: TABLE_NAME, Key, ConditionExpression: 'address = :bound', ExpressionAttributeValues: { ':bound': seen.address } },
      condition,
    };
  }
  const pending = pendingAsSeen(seen);
  return {
    Update: {
      TableName: TABLE_NAME,
      Key,
      UpdateExpression: 'SET address = :seen_pending, bound_at = :at REMOVE pending_address, pending_usable_at',
      ConditionExpression: `address = :bound AND ${pending.expression}`,
      ExpressionAttributeValues: { ':bound': seen.address, ':at': at, ...pending.values },
    },
    condition,
  };
};
