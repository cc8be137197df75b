import { type CallbackUrlPolicy, resolveCallbackTarget } from '../callbacks/callback-url';
import { postCallback } from '../callbacks/post-callback';
import type { VapidKeys } from './vapid-keys';

type PushResult = { outcome: 'delivered' | 'gone' | 'failed'; statusCode?: number };

/** How long a push service may keep an undelivered message: a day (a task may be gone by then). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one Web Push message. The web-push library encrypts the payload to the subscription's keys
 * (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC 8292); the request itself goes out as a
 * callback does (adapters/callbacks): the endpoint held to the callback URL rules again now, the
 * connection pinned to the address checked, a deadline, no redirects. 404 and 410 say the
 * subscription has expired.
 */
export const sendWebPush = async (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  options: { vapid: VapidKeys; subject: string; policy: CallbackUrlPolicy; timeoutMs: number },
): Promise<PushResult> => {
  let target: Awaited<ReturnType<typeof resolveCallbackTarget>>;
  try {
    target = await resolveCallbackTarget(subscription.endpoint, options.policy);
  } catch {
    return { outcome: 'failed' };
  }
  // Loaded at the first message sent, not at every cold start: a batch of events that reaches no device sends none.
  const webpush = (await import('web-push')).default;
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
  } catch {
    // Keys it cannot encrypt to (the subscription checks them, so not expected): this device only fails.
    return { outcome: 'failed' };
  }
  // The transport sets the length itself.
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length')) as Record<
    string,
    string
  >;
  const result = await postCallback(target, headers, request.body as Buffer, options.timeoutMs);
  if (result.statusCode === 404 || result.statusCode === 410) return { outcome: 'gone', statusCode: result.statusCode };
  return { outcome: result.ok ? 'delivered' : 'failed', ...(result.statusCode ? { statusCode: result.statusCode } : {}) };
};
