/**
 * The conditions transaction items carry, by name, so a failure says which one failed (a
 * caller switches on the name, never on an item's position in the transaction).
 */
export type ConditionName =
  /** An item that must not exist yet does (a task, a payout, a deposit, a token, an event). */
  | 'item_absent'
  /** An x402 payment's authorization (its signer's EIP-3009 nonce) has not been claimed by a deposit yet. */
  | 'payment_nonce_unused'
  /** The claim of an x402 payment's authorization still belongs to this deposit. */
  | 'payment_nonce_claimed_by_deposit'
  /** A task still has the status and version the move was decided from. */
  | 'task_unchanged'
  /** The agent's daily usage leaves room for one more task and its spend (tier limits). */
  | 'within_daily_limits'
  /** A ledger entry not yet posted: each movement is written once. */
  | 'entry_absent'
  /** A debited account's balance covers the debit. */
  | 'balance_covers'
  /** The request still holds the lease on its Idempotency-Key. */
  | 'idempotency_lease'
  /** An email address is not yet claimed by another agent or operator. */
  | 'email_unclaimed'
  /** The agent the item belongs to exists. */
  | 'agent_exists'
  /** The agent is not suspended (tasks are created, and an agent suspended, only then). */
  | 'agent_not_suspended'
  /** The agent is suspended (lifted only then). */
  | 'agent_suspended'
  /** The agent's email is not verified yet (and, on verification, names this token and tier). */
  | 'agent_unverified'
  /** A verification token exists, is valid and was not used. */
  | 'token_unused'
  /** An API key exists and is not revoked. */
  | 'key_active'
  /** An OAuth grant exists and is not revoked. */
  | 'grant_active'
  /** A wallet challenge belongs to the agent and has not expired. */
  | 'challenge_valid'
  /** A chain transaction hash is not yet claimed by a deposit. */
  | 'tx_hash_unclaimed'
  /** The tx hash claim still belongs to this deposit. */
  | 'tx_hash_claimed_by_deposit'
  /** A deposit still waits for confirmations. */
  | 'deposit_pending'
  /** A payout is still PENDING_ONCHAIN, with the signed transfer (or none) it was judged by. */
  | 'payout_as_judged'
  /** A payout is PENDING_ONCHAIN and carries no signed transfer yet. */
  | 'payout_unsigned'
  /** The hot wallet's nonce counter is where the payout read it. */
  | 'nonce_unchanged'
  /** The operator's payout address is as the payout was decided from (contexts/money/payouts/domain/payout-addresses.ts). */
  | 'payout_address_unchanged'
  /** The operator holds fewer open claims than allowed (MAX_OPEN_CLAIMS). */
  | 'open_claims_below_limit'
  /** The operator the item belongs to exists. */
  | 'operator_exists'
  /** The last verification mail to this address was sent long enough ago, and few enough today. */
  | 'resend_allowed'
  /** A task has fewer photos than the limit (MAX_PHOTOS_PER_TASK). */
  | 'photos_below_limit'
  /** A completed task has not been rated yet. */
  | 'task_unrated'
  /** The agent holds fewer active API keys than allowed (MAX_ACTIVE_API_KEYS). */
  | 'keys_below_limit'
  /** The operator holds no other seat of the task's batch (contexts/work/batches). */
  | 'seat_unheld'
  /** The batch's consensus has not been recorded yet (its callback is queued once). */
  | 'consensus_unrecorded'
  /** The tasks an API key created today leave room for this one's escrow under the key's daily limit. */
  | 'key_within_spending_limit'
  /** The agent holds fewer templates than allowed (MAX_TEMPLATES_PER_AGENT). */
  | 'templates_below_limit'
  /** A template to delete still exists. */
  | 'template_exists'
  /** The agent holds fewer webhook endpoints than allowed (MAX_WEBHOOKS_PER_AGENT). */
  | 'webhooks_below_limit'
  /** A webhook endpoint to change or delete still exists. */
  | 'webhook_exists'
  /** The operator holds fewer push subscriptions than allowed (MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR). */
  | 'push_below_limit'
  /** A push subscription to delete still exists. */
  | 'subscription_exists'
  /** A webhook delivery is still at the generation a replay was decided from. */
  | 'delivery_generation'
  /** A task is COMPLETED (a tip is given only then). */
  | 'task_completed'
  /** A task still has its operator and a status messages may be sent in (contexts/work/messages). */
  | 'task_messaging'
  /** The sender's messages on the task in this rate window are below MESSAGE_RATE's limit. */
  | 'message_rate_below_limit'
  /** The operator has not reported the task before (contexts/work/safety-holds: once per operator and task). */
  | 'not_reported';

/** A condition in the transaction failed: the world is not as the caller assumed. */
export class ConditionFailed extends Error {
  override readonly name = 'ConditionFailed';

  /**
   * `condition`: the name of the first item's condition that failed (in item order);
   * `item`: that item as it stands, when the item asked for ALL_OLD; `position`: its place in the transaction.
   */
  constructor(
    readonly condition: ConditionName | undefined,
    readonly item: Record<string, unknown> | undefined,
    readonly position: number,
  ) {
    super(`Transaction condition ${condition ?? '(unnamed)'} failed at item ${position}`);
  }
}
