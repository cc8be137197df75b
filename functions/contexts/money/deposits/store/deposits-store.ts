import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import type { Contributes } from '../../../../platform/table/contribution';
import { nothingContributed } from '../../../../platform/table/contribution';
import { platformKeys } from '../../../../platform/table/keys';
import { queryAll } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import { commitWith, type TransactItem, transactWrite } from '../../../../platform/table/transactions';
import { agentsKeys } from '../../../accounts/agents/store/keys';
import { entryItems } from '../../ledger/store';
import { type Deposit, depositCredit, type PendingDeposit, reachesStandard } from '../domain/deposits';
import type { PaymentAuthorization } from '../domain/x402';
import { depositErrors } from '../errors';
import { chainCheckAfter, SETTLED_CHAIN_CHECK } from './chain-checks-store';
import { depositItem } from './deposit-item';
import { depositsKeys } from './keys';

const upgradeToStandard = (agentId: string): TransactItem => ({
  Update: {
    TableName: TABLE_NAME,
    Key: agentsKeys.agent(agentId),
    UpdateExpression: 'SET tier = :standard',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':standard': 'STANDARD' },
  },
  condition: 'agent_exists',
});

/** The credit of a confirmed deposit: its journal entry and, from $50, STANDARD. */
const creditItems = (deposit: Deposit, at: string): TransactItem[] => [
  ...entryItems(depositCredit(deposit), at),
  ...(reachesStandard(deposit.amount_cents) ? [upgradeToStandard(deposit.agent_id)] : []),
];

/** A deposit leaving PENDING_CONFIRMATIONS leaves its agent's pending list. */
const unlistPending = (deposit: Deposit): TransactItem => ({
  Delete: { TableName: TABLE_NAME, Key: depositsKeys.agentPendingDeposit(deposit.agent_id, deposit.transaction_id) },
});

/**
 * A new deposit's items: its transaction hash claimed (of two deposits naming one hash, one is
 * written) and the deposit itself; while it waits for confirmations, in the chain checks' index
 * and on its agent's pending list (due when it should have them).
 */
const depositItems = (deposit: Deposit, dueAt: string): TransactItem[] => [
  {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...depositsKeys.depositTransaction(deposit.chain, deposit.tx_hash), transaction_id: deposit.transaction_id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
    condition: 'tx_hash_unclaimed',
  },
  {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...depositsKeys.deposit(deposit.transaction_id),
        ...deposit,
        ...(deposit.status === 'PENDING_CONFIRMATIONS'
          ? platformKeys.timer(chainCheckAfter(new Date(deposit.created_at), false, 0), deposit.transaction_id)
          : {}),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
    condition: 'item_absent',
  },
  ...(deposit.status === 'PENDING_CONFIRMATIONS'
    ? [
        {
          Put: {
            TableName: TABLE_NAME,
            Item: {
              ...depositsKeys.agentPendingDeposit(deposit.agent_id, deposit.transaction_id),
              amount_cents: deposit.amount_cents,
              due_at: dueAt,
            } satisfies PendingDeposit & Record<string, unknown>,
          },
        },
      ]
    : [...creditItems(deposit, deposit.created_at)]),
];

/**
 * Records a reported deposit, credited at once when it arrives CONFIRMED. The transaction hash
 * is claimed in the same transaction, so of two reports of one hash (by any agents, at the same
 * moment) exactly one is recorded; the other is refused as already processed.
 */
export const recordDeposit = async (deposit: Deposit, contribute: Contributes<Deposit>, dueAt: string): Promise<void> => {
  try {
    await commitWith(depositItems(deposit, dueAt), deposit.status === 'CONFIRMED' ? contribute(deposit) : nothingContributed);
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'tx_hash_unclaimed') throw depositErrors.transactionAlreadyProcessed();
    throw error;
  }
};

/** An x402 deposit's authorization: its signer (the deposit's `from_address`) and nonce. */
const authorizationOf = (deposit: Deposit): PaymentAuthorization => ({ from: deposit.from_address!, nonce: deposit.authorization_nonce! });

/**
 * Records a settled x402 payment as a deposit (`authorization_nonce` set), claiming the
 * authorization in the same transaction as the settlement's hash: CONFIRMED, credited at once
 * (journal entry `x402:<from>:<nonce>`, kind x402_payment); PENDING_CONFIRMATIONS, left to the
 * confirmation workflow as a reported deposit is (its start is this insert). Of two requests
 * carrying one payment, exactly one records it; the other is refused as used.
 */
export const recordPayment = async (deposit: Deposit, contribute: Contributes<Deposit>, dueAt: string): Promise<void> => {
  const { from, nonce } = authorizationOf(deposit);
  try {
    await commitWith(
      [
        {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...depositsKeys.paymentNonce(from, nonce), transaction_id: deposit.transaction_id, agent_id: deposit.agent_id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
          condition: 'payment_nonce_unused',
        },
        ...depositItems(deposit, dueAt),
      ],
      deposit.status === 'CONFIRMED' ? contribute(deposit) : nothingContributed,
    );
  } catch (error) {
    // A settlement hash claimed already was reported as a deposit of its own: credited once all the same.
    const credited: (string | undefined)[] = ['payment_nonce_unused', 'entry_absent', 'tx_hash_unclaimed'];
    if (error instanceof ConditionFailed && credited.includes(error.condition)) throw depositErrors.paymentAlreadyUsed();
    throw error;
  }
};

/** The deposit that claimed an x402 authorization (its settlement, pending or credited), if one did. */
export const paymentDeposit = async ({ from, nonce }: PaymentAuthorization): Promise<Deposit | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: depositsKeys.paymentNonce(from, nonce), ConsistentRead: true }));
  return Item && getDeposit(String(Item.transaction_id));
};

/** The agent's deposits waiting for confirmations, read consistently (what a 402 counts as on its way). */
export const pendingDeposits = async (agentId: string): Promise<PendingDeposit[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': agentsKeys.agent(agentId).pk, ':prefix': depositsKeys.agentPendingDepositPrefix },
      ConsistentRead: true,
    })
  ).map((item) => ({ amount_cents: Number(item.amount_cents), due_at: String(item.due_at) }));

/**
 * A nonce for a transaction of the hot wallet other than a payout (an x402 settlement): past both
 * the table's counter and the chain's pending count, the counter moved past it conditionally, so
 * payouts (which reserve from the same counter) never sign at the same nonce.
 */
export const reserveHotWalletNonce = async (address: string, pendingNonce: () => Promise<number>): Promise<number> => {
  for (;;) {
    const [{ Item }, pending] = await Promise.all([
      ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: depositsKeys.hotWalletNonce(address), ConsistentRead: true })),
      pendingNonce(),
    ]);
    const counter = typeof Item?.next_nonce === 'number' ? Item.next_nonce : undefined;
    const nonce = Math.max(counter ?? 0, pending);
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: depositsKeys.hotWalletNonce(address),
          UpdateExpression: 'SET next_nonce = :next',
          ConditionExpression: counter === undefined ? 'attribute_not_exists(pk)' : 'next_nonce = :was',
          ExpressionAttributeValues: { ':next': nonce + 1, ...(counter === undefined ? {} : { ':was': counter }) },
        }),
      );
      return nonce;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
};

/** Whether a transaction hash is already claimed by a deposit (a cheap early answer; recordDeposit decides). */
export const isTransactionClaimed = async (chain: string, txHash: string): Promise<boolean> => {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE_NAME, Key: depositsKeys.depositTransaction(chain, txHash), ConsistentRead: true }),
  );
  return Item !== undefined;
};

export const getDeposit = async (transactionId: string): Promise<Deposit | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: depositsKeys.deposit(transactionId), ConsistentRead: true }));
  return Item && parseItem(depositItem, Item);
};

const pendingOnly = { ConditionExpression: '#status = :pending', ExpressionAttributeNames: { '#status': 'status' } };

/** PENDING_CONFIRMATIONS -> CONFIRMED and credited, in one transaction; false if it had already moved on. */
export const confirmDeposit = async (deposit: Deposit, confirmations: number, at: string, contribute: Contributes<Deposit>): Promise<boolean> => {
  try {
    await commitWith(
      [
        {
          Update: {
            TableName: TABLE_NAME,
            Key: depositsKeys.deposit(deposit.transaction_id),
            UpdateExpression: `SET #status = :confirmed, confirmations = :n, confirmed_at = :at REMOVE ${SETTLED_CHAIN_CHECK}`,
            ...pendingOnly,
            ExpressionAttributeValues: { ':confirmed': 'CONFIRMED', ':pending': 'PENDING_CONFIRMATIONS', ':n': confirmations, ':at': at },
          },
          condition: 'deposit_pending',
        },
        ...creditItems(deposit, at),
        unlistPending(deposit),
      ],
      contribute({ ...deposit, status: 'CONFIRMED', confirmations, confirmed_at: at }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'deposit_pending') return false;
    throw error;
  }
};

/** An x402 deposit's claim of its authorization, given up (a plain deposit has none). */
const releaseAuthorization = (deposit: Deposit): TransactItem[] => {
  if (deposit.authorization_nonce === undefined) return [];
  const { from, nonce } = authorizationOf(deposit);
  return [
    {
      Delete: {
        TableName: TABLE_NAME,
        Key: depositsKeys.paymentNonce(from, nonce),
        ConditionExpression: 'transaction_id = :id',
        ExpressionAttributeValues: { ':id': deposit.transaction_id },
      },
      condition: 'payment_nonce_claimed_by_deposit',
    },
  ];
};

/**
 * PENDING_CONFIRMATIONS -> FAILED (the transaction left the chain or changed): nothing was
 * credited, and the hash is released so it can be reported again once it is mined again; an x402
 * payment's authorization too, so the same paid request settles it again (or finds it mined again).
 */
export const failDeposit = async (deposit: Deposit, at: string): Promise<boolean> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: depositsKeys.deposit(deposit.transaction_id),
          UpdateExpression: `SET #status = :failed, failed_at = :at REMOVE ${SETTLED_CHAIN_CHECK}`,
          ...pendingOnly,
          ExpressionAttributeValues: { ':failed': 'FAILED', ':pending': 'PENDING_CONFIRMATIONS', ':at': at },
        },
        condition: 'deposit_pending',
      },
      {
        Delete: {
          TableName: TABLE_NAME,
          Key: depositsKeys.depositTransaction(deposit.chain, deposit.tx_hash),
          ConditionExpression: 'transaction_id = :id',
          ExpressionAttributeValues: { ':id': deposit.transaction_id },
        },
        condition: 'tx_hash_claimed_by_deposit',
      },
      unlistPending(deposit),
      ...releaseAuthorization(deposit),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'deposit_pending') return false;
    throw error;
  }
};

/** Records the confirmations seen at the latest check, while the deposit is still pending. */
export const recordConfirmations = async (transactionId: string, confirmations: number): Promise<void> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: depositsKeys.deposit(transactionId),
        UpdateExpression: 'SET confirmations = :n',
        ...pendingOnly,
        ExpressionAttributeValues: { ':n': confirmations, ':pending': 'PENDING_CONFIRMATIONS' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
