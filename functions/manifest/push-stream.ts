import { keys } from '../platform/table/keys';

/**
 * The stream records the push sender (functions/contexts/delivery/push/sender/send.ts) is given, as event
 * source mapping filters (Lambda allows 5): everything else never invokes it. The local stack's
 * poller applies the same filters.
 * - a task item inserted with a geo index entry: a new located real open task;
 * - a task's status event to ACCEPTED (an estimate approved) or DISPUTED;
 * - a message of a task from its agent;
 * - a payout moved from PENDING_ONCHAIN to CONFIRMED.
 */
export const PUSH_FILTER_PATTERNS = [
  { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: [keys.task('-').sk] }, gsi4pk: { S: [{ exists: true }] } } } },
  { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: [{ prefix: keys.taskEventPrefix }] }, status: { S: ['ACCEPTED', 'DISPUTED'] } } } },
  { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: [{ prefix: keys.taskMessagePrefix }] }, from: { S: ['agent'] } } } },
  {
    eventName: ['MODIFY'],
    dynamodb: { NewImage: { sk: { S: [keys.payout('-').sk] }, status: { S: ['CONFIRMED'] } }, OldImage: { status: { S: ['PENDING_ONCHAIN'] } } },
  },
] as const;
