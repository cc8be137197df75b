import { error, InvalidRequestError, NotFoundError, RuleViolationError } from '../../../platform/kernel/errors';

/** What webhook endpoints and their deliveries are refused with. */
export const webhookErrors = {
  webhookNotFound: error(NotFoundError, 'Webhook not found'),
  webhookDeliveryNotFound: error(NotFoundError, 'Delivery not found'),
  tooManyWebhooks: (max: number) => new RuleViolationError(`Too many webhooks: at most ${max} per agent`),
  webhookNothingToUpdate: error(InvalidRequestError, 'Nothing to update: give url, events or description'),
};
