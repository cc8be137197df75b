import { allShards, shardOf } from '../../../../platform/kernel/shards';

/**
 * The platform's fee account is split by task over this many shards: every finalization credits
 * it, and one account (its balance and statement lines share a partition) would cap the service at
 * DynamoDB's 1,000 write units a second per partition. The bench's scale model measured 4 write
 * units per task on it (the balance update and the statement line, each a transactional write of
 * 2 units): 5,000 tasks a second are 20,000 units, which 32 shards take at about 625 each (63% of
 * the limit, room for an uneven second).
 */
export const PLATFORM_FEE_SHARDS = 32;
const PLATFORM_FEES = 'platform:fees';

/**
 * Ledger account names. Agents' money sits in a spendable deposit account and an escrow
 * account holding the sum of their open task holds; operators' earnings sit in pending
 * (holding period) and available; the platform keeps its fees (in shards: the sum of
 * `platformFeeAccounts` is what it earned). `external:` accounts stand
 * for the world outside the ledger and are the only ones allowed below zero: minus the
 * USDC that came in, plus the USDC that went out.
 */
export const accounts = {
  agentDeposit: (agentId: string) => `agent:${agentId}:deposit`,
  agentEscrow: (agentId: string) => `agent:${agentId}:escrow`,
  operatorPending: (operatorId: string) => `operator:${operatorId}:pending`,
  operatorAvailable: (operatorId: string) => `operator:${operatorId}:available`,
  /** The fee shard a task's fee is posted to: always the same one for a task, so a retried posting is refused as a repeat. */
  platformFees: (taskId: string) => `${PLATFORM_FEES}:${shardOf(taskId, PLATFORM_FEE_SHARDS)}`,
  /** Every fee shard: the platform's fees are their sum. */
  platformFeeAccounts: allShards(PLATFORM_FEE_SHARDS).map((shard) => `${PLATFORM_FEES}:${shard}`),
  externalDeposits: 'external:deposits',
  externalPayouts: 'external:payouts',
} as const;

export const isPlatformFeeAccount = (account: string): boolean => account.startsWith(`${PLATFORM_FEES}:`);

export const mayGoNegative = (account: string): boolean => account.startsWith('external:');
