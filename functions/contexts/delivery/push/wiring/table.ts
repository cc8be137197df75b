import type { PushSubscriptionsStore } from '../ports';
import { announceBatchOnce, deleteSubscription, insertSubscription, listSubscriptions, subscriptionsAround } from '../store/push-store';

export const pushSubscriptionsTable: PushSubscriptionsStore = {
  insertSubscription,
  listSubscriptions,
  deleteSubscription,
  subscriptionsAround,
  announceBatchOnce,
};
