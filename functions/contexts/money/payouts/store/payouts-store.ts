import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { BUSINESS_METRICS, countMetric } from '../../../../platform/logging/metrics';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import type { Contributes } from '../../../../platform/table/contribution';
import { platformKeys } from '../../../../platform/table/keys';
import { parseItem } from '../../../../platform/table/read-item';
import { commitWith, transactWrite } from '../../../../platform/table/transactions';
import { chainCheckAfter, SETTLED_CHAIN_CHECK } from '../../deposits/store';
import { depositsKeys } from '../../deposits/store/keys';
import { entries } from '../../ledger/domain';
import { entryItems } from '../../ledger/store';
import type { Payout } from '../domain/payouts';
import { payoutErrors } from '../errors';
import type { PayoutAddressCommit } from '../ports';
import { payoutsKeys } from './keys';
import { payoutAddressWrite } from './payout-addresses-store';
import { hotWalletNonceItem, payoutItem } from './payout-item';

/**
 * Records the payout and takes its amount out of the operator's available balance, in one
 * transaction with the address write and what `contribute` adds: 'address_changed' when the address
 * binding is no longer as it was decided from.
 */
export const createPayout = async (
  payout: Payout,
  address: PayoutAddressCommit,
  contribute: Contributes<Payout>,
): Promise<'created' | 'address_changed'> => {
  const entry = entries.payout(payout.operator_id, payout.payout_id, payout.amount_cents);
  try {
    await commitWith(
      [
        {
          Put: {
            TableName: TABLE_NAME,
            Item: {
              ...payoutsKeys.payout(payout.payout_id),
              ...payout,
              ...platformKeys.timer(chainCheckAfter(new Date(payout.created_at), payout.simulated === true, 0), payout.payout_id),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
          condition: 'item_absent',
        },
        ...entryItems(entry, payout.created_at),
        payoutAddressWrite(payout.operator_id, address.decision, address.seen, payout.to_address, payout.created_at),
      ],
      contribute(payout),
    );
    return 'created';
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.condition === 'payout_address_unchanged') return 'address_changed';
    if (error.condition === 'balance_covers') throw payoutErrors.insufficientAvailableBalance();
    throw error;
  }
};

export const getPayout = async (payoutId: string): Promise<Payout | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: payoutsKeys.payout(payoutId), ConsistentRead: true }));
  return Item && parseItem(payoutItem, Item);
};

/** PENDING_ONCHAIN -> CONFIRMED, once; returns the payout as it stands afterwards. */
export const confirmPayout = async (payoutId: string, txHash: string, at: string): Promise<Payout> => {
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: payoutsKeys.payout(payoutId),
        UpdateExpression: `SET #status = :confirmed, tx_hash = :tx, confirmed_at = :at REMOVE ${SETTLED_CHAIN_CHECK}`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':confirmed': 'CONFIRMED', ':pending': 'PENDING_ONCHAIN', ':tx': txHash, ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return parseItem(payoutItem, Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return (await getPayout(payoutId))!;
    throw error;
  }
};

/** The nonce the hot wallet's next payout signs with, as far as this table knows (undefined before its first). */
export const nextHotWalletNonce = async (address: string): Promise<number | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: depositsKeys.hotWalletNonce(address), ConsistentRead: true }));
  return Item && parseItem(hotWalletNonceItem, Item).next_nonce;
};

type StoreSignedResult = 'stored' | 'nonce_taken' | 'already_signed';

/**
 * Puts a signed transfer on its payout before it is broadcast, so a retried step rebroadcasts the
 * same transaction instead of paying twice; and moves the hot wallet's nonce counter past it in
 * the same transaction, so two payouts never share a nonce. `counterWas` is the counter the
 * nonce was chosen from: if another payout moved it since, nothing is written ('nonce_taken').
 */
export const storeSignedTransfer = async (
  payout: Payout,
  signed: { txHash: string; nonce: number; serialized: string; from: string },
  counterWas: number | undefined,
): Promise<StoreSignedResult> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: depositsKeys.hotWalletNonce(signed.from),
          UpdateExpression: 'SET next_nonce = :next',
          ConditionExpression: counterWas === undefined ? 'attribute_not_exists(pk)' : 'next_nonce = :was',
          ExpressionAttributeValues: { ':next': signed.nonce + 1, ...(counterWas === undefined ? {} : { ':was': counterWas }) },
        },
        condition: 'nonce_unchanged',
      },
      {
        Update: {
          TableName: TABLE_NAME,
          Key: payoutsKeys.payout(payout.payout_id),
          UpdateExpression: 'SET tx_hash = :tx, nonce = :nonce, signed_tx = :signed, from_address = :from',
          ConditionExpression: '#status = :pending AND attribute_not_exists(tx_hash)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':tx': signed.txHash,
            ':nonce': signed.nonce,
            ':signed': signed.serialized,
            ':from': signed.from,
            ':pending': 'PENDING_ONCHAIN',
          },
        },
        condition: 'payout_unsigned',
      },
    ]);
    return 'stored';
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.condition === 'nonce_unchanged') return 'nonce_taken';
    if (error.condition === 'payout_unsigned') return 'already_signed';
    throw error;
  }
};

/**
 * PENDING_ONCHAIN -> FAILED, the amount back in the operator's available balance, in one
 * transaction; once. Only while the payout carries the signed transfer it was judged by (or,
 * judged unsigned, still none): a transfer signed meanwhile may be mined, and is never refunded.
 */
export const failPayout = async (payout: Payout, reason: string, at: string): Promise<Payout> => {
  const signedAsJudged = payout.signed_tx === undefined ? 'attribute_not_exists(signed_tx)' : 'signed_tx = :signed';
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: payoutsKeys.payout(payout.payout_id),
          UpdateExpression: `SET #status = :failed, failed_at = :at, failure_reason = :reason REMOVE ${SETTLED_CHAIN_CHECK}`,
          ConditionExpression: `#status = :pending AND ${signedAsJudged}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':failed': 'FAILED',
            ':pending': 'PENDING_ONCHAIN',
            ':at': at,
            ':reason': reason,
            ...(payout.signed_tx === undefined ? {} : { ':signed': payout.signed_tx }),
          },
        },
        condition: 'payout_as_judged',
      },
      ...entryItems(entries.payoutRefund(payout.operator_id, payout.payout_id, payout.amount_cents), at),
    ]);
    // Counted by the one write that refunded it: a failed payout ends its workflow in Succeed, so only this metric pages.
    countMetric(BUSINESS_METRICS.payoutsRefunded);
  } catch (error) {
    if (!(error instanceof ConditionFailed && error.condition === 'payout_as_judged')) throw error;
  }
  return (await getPayout(payout.payout_id))!;
};

/** Records (or, with undefined, forgets) the block height since which a pending payout has looked replaced. */
export const markReplacedSince = async (payoutId: string, block: number | undefined): Promise<void> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: payoutsKeys.payout(payoutId),
        UpdateExpression: block === undefined ? 'REMOVE replaced_since_block' : 'SET replaced_since_block = :block',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'PENDING_ONCHAIN', ...(block === undefined ? {} : { ':block': block }) },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
