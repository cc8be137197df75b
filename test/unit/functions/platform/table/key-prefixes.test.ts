import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../../../functions/platform/table/keys';

/**
 * The module that owns each kind of item or index entry the key builders make (a directory of
 * functions/contexts/<context>/<module>, or the platform's own). An aggregate's partition (AGENT#, OPERATOR#, TASK#, BATCH#)
 * holds other modules' items beside its own, each under a sort key prefix of its own.
 */
const OWNER: Readonly<Record<string, string>> = {
  agent: 'agents',
  agentSuspensionEvent: 'suspensions',
  agentEmail: 'agents',
  agentKey: 'agents',
  agentCallbackSecret: 'callbacks',
  agentSafetyRecord: 'safety',
  apiKeyHash: 'agents',
  agentKeyUsage: 'agents',
  agentKeyMcpRequests: 'agents',
  agentAudit: 'audit',
  agentWebhook: 'webhooks',
  agentWebhookCount: 'webhooks',
  webhookDelivery: 'webhooks',
  webhookSend: 'webhooks',
  taskA2aPushConfig: 'a2a-push',
  taskA2aPushSent: 'a2a-push',
  agentUsage: 'agents',
  resendHistory: 'agents',
  verificationToken: 'agents',
  agentTemplate: 'templates',
  agentTemplateCount: 'templates',
  operator: 'operators',
  operatorRating: 'ratings',
  pushSubscription: 'push',
  operatorPushCount: 'push',
  pushArea: 'push',
  operatorEmail: 'operators',
  walletChallenge: 'agents',
  deposit: 'deposits',
  depositTransaction: 'deposits',
  depositConfirmedEvent: 'deposits',
  agentPendingDeposit: 'deposits',
  paymentNonce: 'deposits',
  hotWalletNonce: 'payouts',
  payout: 'payouts',
  account: 'ledger',
  accountLine: 'ledger',
  task: 'tasks',
  taskContent: 'tasks',
  taskEvent: 'tasks',
  taskCreatedEvent: 'tasks',
  taskPhoto: 'photos',
  taskPhotoCount: 'photos',
  photoHashClaim: 'photos',
  photoPixelsClaim: 'photos',
  photoHashBand: 'photos',
  agentTasks: 'tasks',
  openTask: 'tasks',
  openTaskNear: 'tasks',
  operatorWork: 'tasks',
  // The timer index is the sweep's: tasks' timers and chain checks wait in it alike.
  taskTimer: 'timers',
  chainCheck: 'timers',
  staff: 'staff',
  staffEmail: 'staff',
  adminAudit: 'staff',
  kycDocument: 'operators',
  payoutAddress: 'payouts',
  disputeQueueEntry: 'tasks',
  dispute: 'tasks',
  heldQueueEntry: 'tasks',
  held: 'tasks',
  taskReport: 'safety-holds',
  kycWaiting: 'operators',
  batch: 'batches',
  batchContent: 'tasks',
  batchSeat: 'batches',
  batchAnnounced: 'push',
  batchEvent: 'batches',
  taskMessage: 'messages',
  taskMessageRate: 'messages',
  messageEvent: 'messages',
  idempotency: 'platform',
  waitSlot: 'mcp',
  taskCompletion: 'quotes',
  oauthClient: 'oauth',
  oauthCode: 'oauth',
  oauthGrant: 'oauth',
  oauthRefreshToken: 'oauth',
  capturedMail: 'platform',
};

/** The part two values of a key share, up to its last `#` (all of it when they are the same). */
const fixedPart = (a: string, b: string): string => {
  if (a === b) return a;
  let common = 0;
  while (a[common] === b[common]) common++;
  return a.slice(0, a.lastIndexOf('#', common - 1) + 1);
};

interface KindOfKey {
  builder: string;
  owner: string | undefined;
  /** The table or the index it is in (`table`, `gsi1`...). */
  index: string;
  /** The fixed parts of its partition and sort keys: what a query for it names. */
  partition: string;
  sort: string;
}

/** Each builder that makes a key (an item's, or an index entry's), with the fixed parts of what it makes, found by building it twice. */
const kinds: KindOfKey[] = Object.entries(keys).flatMap(([builder, build]) => {
  if (typeof build !== 'function') return [];
  const make = (sample: string) => (build as (...args: string[]) => unknown)(...Array.from({ length: build.length }, () => sample));
  const [a, b] = [make('2026-01-01T00:00:00.000Z'), make('2027-12-31T23:59:59.999Z')] as Record<string, string>[];
  if (typeof a !== 'object' || !a || !b) return [];
  const [pk, sk] = 'pk' in a ? ['pk', 'sk'] : (Object.keys(a).filter((name) => /^gsi\d+(pk|sk)$/.test(name)) as [string?, string?]);
  if (!pk || !sk) return [];
  return [
    {
      builder,
      owner: OWNER[builder],
      index: pk === 'pk' ? 'table' : pk.slice(0, -2),
      partition: fixedPart(a[pk]!, b[pk]!),
      sort: fixedPart(a[sk]!, b[sk]!),
    },
  ];
});

/** Whether a query for one kind (its partition, its sort key's prefix) could read the other's items. */
const overlap = (x: KindOfKey, y: KindOfKey): boolean =>
  x.index === y.index &&
  (x.partition.startsWith(y.partition) || y.partition.startsWith(x.partition)) &&
  (x.sort.startsWith(y.sort) || y.sort.startsWith(x.sort));

/** functions/contexts/: a key's owner is a module of one of its contexts. */
const CONTEXTS_DIR = new URL('../../../../../functions/contexts', import.meta.url);

describe('The key builders (platform/table/keys.ts)', () => {
  it('each have a module that owns what they make', () => {
    expect(kinds.length).toBeGreaterThan(60);
    expect(kinds.filter(({ owner }) => owner === undefined).map(({ builder }) => builder)).toEqual([]);
    const unknown = [...new Set(kinds.map(({ owner }) => owner!))].filter(
      (owner) =>
        owner !== 'platform' && !readdirSync(CONTEXTS_DIR).some((context) => existsSync(new URL(`${context}/${owner}`, `${CONTEXTS_DIR.href}/`))),
    );
    expect(unknown).toEqual([]);
  });

  it('give no two modules a key prefix in common: no query of one module reads the items of another', () => {
    const shared = kinds.flatMap((x, i) =>
      kinds.slice(i + 1).flatMap((y) => (x.owner !== y.owner && overlap(x, y) ? [`${x.builder} (${x.owner}) and ${y.builder} (${y.owner})`] : [])),
    );
    expect(shared).toEqual([]);
  });
});
