import type { PushSubscriptionsStore } from '../ports';
import { deleteSubscription, insertSubscription, listSubscriptions, subscriptionsAround } from '../store/push-store';

export const pushSubscriptionsTable: PushSubscriptionsStore = { insertSubscription, listSubscriptions, deleteSubscription, subscriptionsAround };
