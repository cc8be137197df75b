import { error, NotFoundError, RuleViolationError, UnavailableError } from '../../../platform/kernel/errors';

/** What Web Push subscriptions are refused with. */
export const pushErrors = {
  pushSubscriptionNotFound: error(NotFoundError, 'Push subscription not found'),
  tooManyPushSubscriptions: (max: number) => new RuleViolationError(`Too many push subscriptions: at most ${max} per operator`),
  pushUnavailable: error(UnavailableError, 'Push notifications are not configured'),
};
