import { payoutsKeys } from '../contexts/money/payouts/store/keys';
import { messagesKeys } from '../contexts/work/messages/store/keys';
import { tasksKeys } from '../contexts/work/tasks/store/keys';

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
  { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: [tasksKeys.task('-').sk] }, gsi4pk: { S: [{ exists: true }] } } } },
  { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: [{ prefix: tasksKeys.taskEventPrefix }] }, status: { S: ['ACCEPTED', 'DISPUTED'] } } } },
  { eventName: ['INSERT'], dynamodb: { NewImage: { sk: { S: [{ prefix: messagesKeys.taskMessagePrefix }] }, from: { S: ['agent'] } } } },
  {
    eventName: ['MODIFY'],
    dynamodb: {
      NewImage: { sk: { S: [payoutsKeys.payout('-').sk] }, status: { S: ['CONFIRMED'] } },
      OldImage: { status: { S: ['PENDING_ONCHAIN'] } },
    },
  },
] as const;
