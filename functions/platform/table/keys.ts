import { sortableInstant } from '../kernel/instants';
import { allShards, shardOf } from '../kernel/shards';

/**
 * Every item shape's keys, in one place: reading this file tells what lives in the table.
 * Partition keys are `TYPE#id`; one partition holds an aggregate and its children.
 */

/**
 * The timer index is spread over this many partitions by task, so that no one partition takes a
 * write from every task (DynamoDB gives a partition 1,000 write units a second). The bench's scale
 * model measured about 34 write units per task on it while each status change had a callback check
 * of its own (the task's timer moving with its status, each in a transaction, at the transactional
 * rate): 5,000 tasks a second were 170,000 units, which 256 shards take at about 660 each (66% of a
 * partition). Since a task's callback check rides on its timer entry (Task.callbacks_due) it measures
 * about 6, so fewer shards would do; they are kept while nothing is deployed to measure against.
 * The sweep reads every shard once a run (256 small queries: a minute apart deployed, about
 * 0.3 s of DynamoDB Local's time in the local stack's once-a-second sweep). More shards can be
 * added to a live table (a task's shard only moves with its next timer write); fewer cannot.
 */
export const TIMER_SHARDS = 256;

/** A task's (or a deposit's, a payout's) timer index partition. */
const timersPartitionOf = (id: string): string => `TIMERS#${shardOf(id, TIMER_SHARDS)}`;

/**
 * The open-task index is spread over this many partitions by task. The bench's scale model
 * measured 4 write units per task on it (the entry put when the task opens and deleted when it is
 * claimed, each in a transaction, counted at the transactional rate): 5,000 tasks a second are
 * 20,000 units, which 32 shards take at about 625 each (63% of DynamoDB's 1,000 per partition).
 * Operators' pages read every shard and merge them (contexts/work/tasks/store/tasks-store.ts), so a page costs a query per
 * shard: more shards than the writes need would only make browsing dearer.
 */
export const OPEN_TASK_SHARDS = 32;

/**
 * The geohash precision of a partition of the open tasks' geo index (gsi4): cells of about
 * 156 x 156 km at the equator. A query reads cells at this precision or finer (a finer cell is a
 * prefix of the sort key within its partition), so a 200 km radius still takes a few dozen
 * queries, and one city's open tasks share a partition (its writes are the city's task openings
 * and claims, far below a partition's 1,000 writes a second).
 */
export const NEAR_PARTITION_PRECISION = 3;
/** The geohash precision of a task's place in that index's sort key: a cell of about 4 x 2 cm. */
export const NEAR_POINT_PRECISION = 12;

export const keys = {
  /** The agent's profile: name, email, tier, verification state. */
  agent: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'PROFILE' }),
  /** One step of the agent's suspension history (suspended, unsuspended), in time order. */
  agentSuspensionEvent: (agentId: string, at: string, id: string) => ({ pk: `AGENT#${agentId}`, sk: `SUSPENSION#${at}#${id}` }),
  agentSuspensionEventPrefix: 'SUSPENSION#',
  /** Claims an email address for one agent (case-insensitive uniqueness). */
  agentEmail: (normalizedEmail: string) => ({ pk: `AGENT_EMAIL#${normalizedEmail}`, sk: 'AGENT_EMAIL' }),
  /** An API key as the agent sees it (listing, revocation, last use). */
  agentKey: (agentId: string, keyId: string) => ({ pk: `AGENT#${agentId}`, sk: `KEY#${keyId}` }),
  agentKeyPrefix: 'KEY#',
  /** The agent's default callback secret (sealed), for tasks created without one. */
  agentCallbackSecret: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'CALLBACK_SECRET' }),
  /** What the acceptable use policy met of the agent: its refused and held requests, the reports on its tasks (the back office's look-up). */
  agentSafetyRecord: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'SAFETY_RECORD' }),
  /** An API key as the authenticator finds it: by the SHA-256 of the secret. */
  apiKeyHash: (keyHash: string) => ({ pk: `APIKEY#${keyHash}`, sk: 'APIKEY' }),
  /** The total escrow of the tasks one API key created on one UTC day (the key's daily spending limit). Not under KEY#. */
  agentKeyUsage: (agentId: string, keyId: string, day: string) => ({ pk: `AGENT#${agentId}`, sk: `KEY_USAGE#${keyId}#${day}` }),
  /** How many requests one API key made to /mcp in one minute (`window`: its start, ISO), however the key was sent. */
  agentKeyMcpRequests: (agentId: string, keyId: string, window: string) => ({ pk: `AGENT#${agentId}`, sk: `KEY_MCP_REQUESTS#${keyId}#${window}` }),
  /** One entry of the agent's audit log: what one of its keys changed, in time order. */
  agentAudit: (agentId: string, at: string, id: string) => ({ pk: `AGENT#${agentId}`, sk: `AUDIT#${at}#${id}` }),
  agentAuditPrefix: 'AUDIT#',
  /** An agent's webhook endpoint (modules/webhooks). */
  agentWebhook: (agentId: string, webhookId: string) => ({ pk: `AGENT#${agentId}`, sk: `WEBHOOK#${webhookId}` }),
  agentWebhookPrefix: 'WEBHOOK#',
  /** How many webhook endpoints the agent holds (MAX_WEBHOOKS_PER_AGENT); not under WEBHOOK#. */
  agentWebhookCount: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'WEBHOOKS_HELD' }),
  /** One event's delivery to one endpoint, in the endpoint's partition by time (`<created_at>#<delivery_id>`). */
  webhookDelivery: (webhookId: string, createdAt: string, deliveryId: string) => ({
    pk: `WEBHOOK#${webhookId}`,
    sk: `DELIVERY#${createdAt}#${deliveryId}`,
  }),
  webhookDeliveryPrefix: 'DELIVERY#',
  /**
   * A send of a delivery (its first, or a replay): its INSERT is what the outbox pipe queues. A
   * partition per delivery: the queue's message group, so one endpoint's retries hold up nothing else.
   */
  webhookSend: (deliveryId: string, generation: number) => ({ pk: `WEBHOOK_SEND#${deliveryId}`, sk: `SEND#${generation}` }),
  webhookSendPrefix: 'WEBHOOK_SEND#',
  /** Tasks created and money committed by an agent on one UTC day (tier limits). */
  agentUsage: (agentId: string, day: string) => ({ pk: `AGENT#${agentId}`, sk: `USAGE#${day}` }),
  /** The verification mails resent to an address (rate limit). */
  resendHistory: (normalizedEmail: string) => ({ pk: `RESEND#${normalizedEmail}`, sk: 'RESEND' }),
  /** A pending email verification, by the SHA-256 of its token. */
  verificationToken: (tokenHash: string) => ({ pk: `EMAIL_TOKEN#${tokenHash}`, sk: 'EMAIL_TOKEN' }),
  /** A task template the agent defined (modules/templates). */
  agentTemplate: (agentId: string, templateId: string) => ({ pk: `AGENT#${agentId}`, sk: `TEMPLATE#${templateId}` }),
  agentTemplatePrefix: 'TEMPLATE#',
  /** How many templates the agent holds (MAX_TEMPLATES_PER_AGENT); not under TEMPLATE#, so listing them skips it. */
  agentTemplateCount: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'TEMPLATES_HELD' }),
  /** An operator's profile: KYC state, rating, skills. */
  operator: (operatorId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: 'PROFILE' }),
  /** A rating the operator received, in its partition, oldest first. */
  operatorRating: (operatorId: string, createdAt: string, taskId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: `RATING#${createdAt}#${taskId}` }),
  operatorRatingPrefix: 'RATING#',
  /** One of an operator's Web Push subscriptions (a device; modules/push). */
  pushSubscription: (operatorId: string, subscriptionId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: `PUSH#${subscriptionId}` }),
  pushSubscriptionPrefix: 'PUSH#',
  /** How many push subscriptions the operator holds (MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR); not under PUSH#. */
  operatorPushCount: (operatorId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: 'PUSH_HELD' }),
  /**
   * A subscription's area filed under one geohash cell (contexts/delivery/push/domain/push.ts: areaCells): a new
   * task's cells name the partitions holding every subscription whose area may contain it.
   */
  pushArea: (cell: string, subscriptionId: string) => ({ pk: `PUSH_AREA#${cell}`, sk: subscriptionId }),
  pushAreaPartition: (cell: string) => `PUSH_AREA#${cell}`,
  /** Claims an email address for one operator (case-insensitive uniqueness). */
  operatorEmail: (normalizedEmail: string) => ({ pk: `OPERATOR_EMAIL#${normalizedEmail}`, sk: 'OPERATOR_EMAIL' }),
  /** A wallet challenge, by its nonce: single use, removed when a wallet is bound with it. */
  walletChallenge: (nonce: string) => ({ pk: `WALLET_CHALLENGE#${nonce}`, sk: 'WALLET_CHALLENGE' }),
  /** A reported deposit and its confirmation progress. */
  deposit: (transactionId: string) => ({ pk: `DEPOSIT#${transactionId}`, sk: 'DEPOSIT' }),
  /** A deposit's confirmation as its outbox event (`deposit.confirmed`), written with the credit. */
  depositConfirmedEvent: (transactionId: string) => ({ pk: `DEPOSIT#${transactionId}`, sk: 'CONFIRMED_EVENT' }),
  /** Claims a transaction hash for one deposit, across all agents (written with the deposit). */
  depositTransaction: (chain: string, txHash: string) => ({ pk: `DEPOSIT_TX#${chain}#${txHash}`, sk: 'DEPOSIT_TX' }),
  /**
   * A deposit of the agent's waiting for confirmations (an x402 payment's settlement among them), listed
   * under the agent while it waits: what a short balance's 402 counts as on its way.
   */
  agentPendingDeposit: (agentId: string, transactionId: string) => ({ pk: `AGENT#${agentId}`, sk: `PENDING_DEPOSIT#${transactionId}` }),
  agentPendingDepositPrefix: 'PENDING_DEPOSIT#',
  /** The claim of an x402 payment's EIP-3009 authorization (signer and nonce, lower case): credited once. */
  paymentNonce: (from: string, nonce: string) => ({ pk: `PAYMENT_NONCE#${from.toLowerCase()}#${nonce.toLowerCase()}`, sk: 'PAYMENT_NONCE' }),
  /** The next nonce the platform's hot wallet signs with, so concurrent payouts never share one. */
  hotWalletNonce: (address: string) => ({ pk: `HOT_WALLET#${address}`, sk: 'NONCE' }),
  /** A payout request and its on-chain progress. */
  payout: (payoutId: string) => ({ pk: `PAYOUT#${payoutId}`, sk: 'PAYOUT' }),
  /** A ledger account's balance in cents (core/accounts names them). */
  account: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: 'BALANCE' }),
  /**
   * One posting to an account: its statement line, carrying the whole journal entry (core/ledger
   * JournalEntry: the journal is its lines). Unique per entry, so never posted twice.
   */
  accountLine: (accountId: string, entryId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `LINE#${entryId}` }),
  accountLinePrefix: 'LINE#',
  /**
   * A task; its status-change events share its partition. An event item is the callback
   * outbox entry and, for a task with a callback_url, its delivery record too.
   */
  task: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'TASK' }),
  /** What a task holds that is written once (items/task: TASK_CONTENT_FIELDS), apart from what its status changes rewrite. */
  taskContent: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'TASK_CONTENT' }),
  /** The sort keys of a task's two items begin so (and nothing else of its partition does): one query reads both. */
  taskItemsPrefix: 'TASK',
  taskEvent: (taskId: string, version: number) => ({ pk: `TASK#${taskId}`, sk: `EVENT#${String(version).padStart(6, '0')}` }),
  taskEventPrefix: 'EVENT#',
  /** A task's creation as its outbox event (`task.created`): in the task's partition, so it reaches the sender before the task's status changes. */
  taskCreatedEvent: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'CREATED_EVENT' }),
  /** A push notification config an A2A client registered on a task (modules/a2a): where its status changes go, and the sealed token. */
  taskA2aPushConfig: (taskId: string, configId: string) => ({ pk: `TASK#${taskId}`, sk: `A2A_PUSH#${configId}` }),
  taskA2aPushConfigPrefix: 'A2A_PUSH#',
  /** Where one status change's push to one A2A config stands (DELIVERED, FAILED); not under A2A_PUSH#. */
  taskA2aPushSent: (taskId: string, version: number, configId: string) => ({
    pk: `TASK#${taskId}`,
    sk: `A2A_SENT#${String(version).padStart(6, '0')}#${configId}`,
  }),
  /** A photo upload of a task: its storage key, declared type and size, requirement, uploader. */
  taskPhoto: (taskId: string, photoId: string) => ({ pk: `TASK#${taskId}`, sk: `PHOTO#${photoId}` }),
  taskPhotoPrefix: 'PHOTO#',
  /**
   * How many photos one operator asked for on a task: the limit's counter, per claimant, so a revoked
   * claimant's uploads never block the next one (not under PHOTO#, so listing photos skips it).
   */
  taskPhotoCount: (taskId: string, operatorId: string) => ({ pk: `TASK#${taskId}`, sk: `PHOTOS_ASKED#${operatorId}` }),
  /**
   * An image's claim by the first proof that named it, keyed by the SHA-256 of its bytes: written
   * in the submit's transaction, so of simultaneous submissions of one image exactly one holds it.
   */
  photoHashClaim: (sha256: string) => ({ pk: `PHOTO_SHA256#${sha256}`, sk: 'CLAIM' }),
  /**
   * An image too plain to fingerprint, claimed by the first proof reviewed with it, keyed by the
   * SHA-256 of its decoded pixels: the same picture saved again (other metadata, a lossless format)
   * is still one image.
   */
  photoPixelsClaim: (pixelsSha256: string) => ({ pk: `PHOTO_PIXELS#${pixelsSha256}`, sk: 'CLAIM' }),
  /**
   * One band (16 of the 64 bits) of a reviewed photo's perceptual hash. Two hashes within 3 bits
   * share at least one of their 4 bands (pigeonhole), so a near-duplicate is found by 4 exact queries.
   */
  photoHashBand: (band: number, bits: string, taskId: string, photoId: string) => ({ pk: `PHOTO_HASH#${band}#${bits}`, sk: `${taskId}#${photoId}` }),
  photoHashBandPartition: (band: number, bits: string) => `PHOTO_HASH#${band}#${bits}`,
  /** gsi1: an agent's tasks, newest first. */
  agentTasks: (agentId: string, createdAt: string, taskId: string) => ({ gsi1pk: `AGENT_TASKS#${agentId}`, gsi1sk: `${createdAt}#${taskId}` }),
  agentTasksPartition: (agentId: string) => `AGENT_TASKS#${agentId}`,
  /** The agent and creation time an agentTasks entry's keys carry (a task item does not repeat them). */
  ofAgentTasks: (gsi1pk: string, gsi1sk: string) => ({
    agentId: gsi1pk.slice(keys.agentTasksPartition('').length),
    createdAt: gsi1sk.slice(0, gsi1sk.lastIndexOf('#')),
  }),
  /** gsi2: tasks open to operators (PENDING, not sandbox), newest first, in their task's shard. */
  openTask: (createdAt: string, taskId: string) => ({ gsi2pk: `OPEN_TASKS#${shardOf(taskId, OPEN_TASK_SHARDS)}`, gsi2sk: `${createdAt}#${taskId}` }),
  /** Every open-task index partition: a page of open tasks merges them all. */
  openTaskPartitions: allShards(OPEN_TASK_SHARDS).map((shard) => `OPEN_TASKS#${shard}`),
  /**
   * gsi4: a located open task by place: partitioned by its geohash cell at NEAR_PARTITION_PRECISION,
   * sorted by its full geohash (the point itself) so a finer cell is a prefix of the sort key.
   */
  openTaskNear: (geohash: string, taskId: string) => ({
    gsi4pk: `OPEN_NEAR#${geohash.slice(0, NEAR_PARTITION_PRECISION)}`,
    gsi4sk: `${geohash}#${taskId}`,
  }),
  openTaskNearPartition: (cell: string) => `OPEN_NEAR#${cell.slice(0, NEAR_PARTITION_PRECISION)}`,
  /**
   * gsi2 too: the tasks an operator holds or held (their operator of record), newest claim first. A
   * task is in it from its claim on, and leaves it when the claim does (back to the open list).
   */
  operatorWork: (operatorId: string, claimedAt: string, taskId: string) => ({
    gsi2pk: `OPERATOR_WORK#${operatorId}`,
    gsi2sk: `${claimedAt}#${taskId}`,
  }),
  operatorWorkPartition: (operatorId: string) => `OPERATOR_WORK#${operatorId}`,
  /** gsi3: tasks by the time their next timer fires (deadline expiry, claim lapse), in their task's shard. */
  taskTimer: (dueAt: string, taskId: string) => ({ gsi3pk: timersPartitionOf(taskId), gsi3sk: `${sortableInstant(dueAt)}#${taskId}` }),
  /** The timer index partition of a task's timers (its callback check among them). */
  timersPartitionOf: (taskId: string) => timersPartitionOf(taskId),
  /** Every timer index partition: the sweep reads them all. */
  timersPartitions: allShards(TIMER_SHARDS).map((shard) => `TIMERS#${shard}`),
  /**
   * gsi3 too: a deposit waiting for confirmations or a payout not yet settled, due when its workflow
   * should have settled it (contexts/money/deposits/store/chain-checks-store.ts): the sweep then starts that workflow again.
   */
  chainCheck: (dueAt: string, id: string) => ({ gsi3pk: timersPartitionOf(id), gsi3sk: `${sortableInstant(dueAt)}#${id}` }),
  /** A back-office staff account (its login lives in the staff user pool, username = admin_id). */
  staff: (adminId: string) => ({ pk: `STAFF#${adminId}`, sk: 'PROFILE' }),
  /** Claims an email address for one staff account (case-insensitive uniqueness). */
  staffEmail: (normalizedEmail: string) => ({ pk: `STAFF_EMAIL#${normalizedEmail}`, sk: 'STAFF_EMAIL' }),
  /**
   * One admin action (the audit log), newest last in one partition: people make these, a few
   * thousand a day at most, far below a partition's write rate.
   */
  adminAudit: (at: string, id: string) => ({ pk: 'ADMIN_AUDIT', sk: `${at}#${id}` }),
  adminAuditPartition: 'ADMIN_AUDIT',
  /** An operator's KYC document of one kind (ID front or back, selfie), in the operator's partition: the latest upload of that kind. */
  kycDocument: (operatorId: string, kind: string) => ({ pk: `OPERATOR#${operatorId}`, sk: `KYC_DOC#${kind}` }),
  kycDocumentPrefix: 'KYC_DOC#',
  /** Where an operator's payouts may go: the bound address and a new one waiting out its cooldown (core/payout-addresses). */
  payoutAddress: (operatorId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: 'PAYOUT_ADDRESS' }),
  /** The marker item of a DISPUTED real task in the back office's dispute queue (contexts/work/tasks/store/tasks-store.ts: disputeQueueWrites). */
  disputeQueueEntry: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'DISPUTE_QUEUE' }),
  /** gsi2 (on the marker): DISPUTED real tasks, appealed or not, oldest dispute first. */
  dispute: (appealed: boolean, disputedAt: string, taskId: string) => ({
    gsi2pk: appealed ? 'DISPUTES#APPEALED' : 'DISPUTES#OPEN',
    gsi2sk: `${disputedAt}#${taskId}`,
  }),
  disputesPartition: (appealed: boolean) => (appealed ? 'DISPUTES#APPEALED' : 'DISPUTES#OPEN'),
  /** The marker item of a HELD task in the back office's safety queue (contexts/work/tasks/store/tasks-store.ts: heldQueueWrites). */
  heldQueueEntry: (taskId: string) => ({ pk: `TASK#${taskId}`, sk: 'HELD_QUEUE' }),
  /** gsi2 (on the marker): HELD tasks, oldest hold first. */
  held: (heldAt: string, taskId: string) => ({ gsi2pk: 'HELD', gsi2sk: `${heldAt}#${taskId}` }),
  heldPartition: 'HELD',
  /** An operator's report of a task (modules/safety-holds): one per operator and task. */
  taskReport: (taskId: string, operatorId: string) => ({ pk: `TASK#${taskId}`, sk: `REPORT#${operatorId}` }),
  taskReportPrefix: 'REPORT#',
  /** gsi2: operators whose KYC documents wait for staff, oldest submission first. */
  kycWaiting: (submittedAt: string, operatorId: string) => ({ gsi2pk: 'KYC_WAITING', gsi2sk: `${submittedAt}#${operatorId}` }),
  kycWaitingPartition: 'KYC_WAITING',
  /** A batch of seats (modules/batches): its seats' ids, the consensus asked for and reached. */
  batch: (batchId: string) => ({ pk: `BATCH#${batchId}`, sk: 'BATCH' }),
  /**
   * The content its seats share until each writes its own (a proof): one item for the whole batch,
   * so creating 50 seats writes 50 task items, not 100 (a transaction takes 100 items at most).
   */
  batchContent: (batchId: string) => ({ pk: `BATCH#${batchId}`, sk: 'TASK_CONTENT' }),
  /** The seat of a batch an operator holds: one per operator and batch, taken with the claim. */
  batchSeat: (batchId: string, operatorId: string) => ({ pk: `BATCH#${batchId}`, sk: `SEAT#${operatorId}` }),
  /** That the batch's opening was pushed to the operators around it: put once, by the first open seat the push sender reads. */
  batchAnnounced: (batchId: string) => ({ pk: `BATCH#${batchId}`, sk: 'PUSH_ANNOUNCED' }),
  /** The batch's consensus event: its callback outbox entry and delivery record (one per batch). */
  batchEvent: (batchId: string) => ({ pk: `BATCH#${batchId}`, sk: 'EVENT#CONSENSUS' }),
  /** A message between a task's agent and its operator (modules/messages), in the task's partition, oldest first. */
  taskMessage: (taskId: string, createdAt: string, messageId: string) => ({ pk: `TASK#${taskId}`, sk: `MESSAGE#${createdAt}#${messageId}` }),
  taskMessagePrefix: 'MESSAGE#',
  /** How many messages one sender sent on a task in one rate window (MESSAGE_RATE); `sender` is `agent` or the operator's id. */
  taskMessageRate: (taskId: string, sender: string, windowStart: string) => ({ pk: `TASK#${taskId}`, sk: `MESSAGE_RATE#${sender}#${windowStart}` }),
  /**
   * An operator's message as the agent's `task.message` event: its callback outbox entry and delivery
   * record, in a partition of its own so that the task's status-change events stay alone under EVENT#.
   */
  messageEvent: (messageId: string) => ({ pk: `MESSAGE#${messageId}`, sk: 'EVENT#MESSAGE' }),
  /** A caller's Idempotency-Key for one operation. */
  idempotency: (scope: string, key: string) => ({ pk: `IDEMPOTENCY#${scope}`, sk: key }),
  /** One of an API key's wait_for_task slots on the hosted MCP server: held while a wait runs. */
  waitSlot: (keyId: string, slot: number) => ({ pk: `MCP_WAITS#${keyId}`, sk: `SLOT#${slot}` }),
  /**
   * A completed real task in the completion index (contexts/work/tasks/domain/completions.ts), by type
   * and place (a geohash cell, or `-<shard>` when unlocated), newest last: what quotes read.
   */
  taskCompletion: (taskType: string, place: string, completedAt: string, taskId: string) => ({
    pk: `COMPLETIONS#${taskType}#${place}`,
    sk: `${completedAt}#${taskId}`,
  }),
  taskCompletionsPartition: (taskType: string, place: string) => `COMPLETIONS#${taskType}#${place}`,
  /** OAuth for the hosted MCP server (modules/oauth): clients, codes and refresh tokens (under their SHA-256) and grants, each with a TTL. */
  oauthClient: (clientId: string) => ({ pk: `OAUTH_CLIENT#${clientId}`, sk: 'CLIENT' }),
  oauthCode: (codeHash: string) => ({ pk: `OAUTH_CODE#${codeHash}`, sk: 'CODE' }),
  oauthGrant: (grantId: string) => ({ pk: `OAUTH_GRANT#${grantId}`, sk: 'GRANT' }),
  oauthRefreshToken: (tokenHash: string) => ({ pk: `OAUTH_REFRESH#${tokenHash}`, sk: 'TOKEN' }),
  /** Mail captured instead of sent (development only). */
  capturedMail: (sentAt: string, id: string) => ({ pk: 'DEV_MAIL', sk: `${sentAt}#${id}` }),
  capturedMailPartition: 'DEV_MAIL',
} as const;

export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
