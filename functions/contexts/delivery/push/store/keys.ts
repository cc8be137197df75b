/**
 * The keys of the items the push module owns: operators' Web Push subscriptions, their count and areas,
 * and a batch's announcement.
 */
export const pushKeys = {
  /** One of an operator's Web Push subscriptions (a device). */
  pushSubscription: (operatorId: string, subscriptionId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: `PUSH#${subscriptionId}` }),
  pushSubscriptionPrefix: 'PUSH#',
  /** How many push subscriptions the operator holds (MAX_PUSH_SUBSCRIPTIONS_PER_OPERATOR); not under PUSH#. */
  operatorPushCount: (operatorId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: 'PUSH_HELD' }),
  /**
   * A subscription's area filed under one geohash cell (domain/push.ts: areaCells): a new
   * task's cells name the partitions holding every subscription whose area may contain it.
   */
  pushArea: (cell: string, subscriptionId: string) => ({ pk: `PUSH_AREA#${cell}`, sk: subscriptionId }),
  pushAreaPartition: (cell: string) => `PUSH_AREA#${cell}`,
  /** That the batch's opening was pushed to the operators around it: put once, by the first open seat the push sender reads. */
  batchAnnounced: (batchId: string) => ({ pk: `BATCH#${batchId}`, sk: 'PUSH_ANNOUNCED' }),
} as const;
