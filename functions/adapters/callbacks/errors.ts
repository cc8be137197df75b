import { error, InvalidRequestError } from '../../platform/kernel/errors';

/** What a callback, webhook or push address is refused with (callback-url.ts): the one policy for every address the service posts to. */
export const callbackUrlErrors = {
  callbackUrlInvalid: error(InvalidRequestError, 'callback_url must be a valid URL'),
  callbackUrlNotHttps: error(InvalidRequestError, 'callback_url must use https'),
  callbackUrlWithCredentials: error(InvalidRequestError, 'callback_url must not contain credentials'),
  callbackUrlPort: error(InvalidRequestError, 'callback_url must use port 443'),
  callbackUrlPrivate: error(InvalidRequestError, 'callback_url must not point to a private, loopback or link-local address'),
  /** `reason`: why the lookup failed, when it failed rather than found nothing. */
  callbackHostUnresolved: (reason?: string) =>
    new InvalidRequestError(`callback_url host did not resolve${reason === undefined ? '' : `: ${reason}`}`),
};
