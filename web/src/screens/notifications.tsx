import { useState } from 'preact/hooks';
import { api, call } from '../api';
import { currentPosition } from './places';
import { ErrorNote, Note, useAction } from './ui';

/** The subscription this device registered (its id for the DELETE), kept beside the session: sign-out removes it. */
const SUBSCRIPTION_ID = 'handoff.push-subscription';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in globalThis && 'Notification' in globalThis;

/** The VAPID key as PushManager takes it: bytes, from the API's base64url. */
const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(base64url.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** Registers this device's push subscription, with the area around where it is now (if the operator lets it say). */
const turnOn = async (nearby: boolean): Promise<string> => {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('Notifications are blocked for this site in the browser settings.');
  const { public_key } = await call(api.GET('/api/v1/operator/push/key'));
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) });
  const { endpoint, keys } = subscription.toJSON();
  const position = nearby ? await currentPosition() : undefined;
  const body = {
    endpoint: endpoint!,
    keys: { p256dh: keys!.p256dh!, auth: keys!.auth! },
    ...(position ? { near: { lat: position.lat, lng: position.lng } } : {}),
  };
  const { subscription_id } = await call(api.POST('/api/v1/operator/push/subscriptions', { body }));
  return subscription_id;
};

/** Removes the registration (a 404: it was already gone) and the browser's subscription. */
const turnOff = async (subscriptionId: string) => {
  const { error, response } = await api.DELETE('/api/v1/operator/push/subscriptions/{id}', { params: { path: { id: subscriptionId } } });
  if (error && response.status !== 404) throw new Error(error.error);
  await (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.unsubscribe();
};

/**
 * Notifications on this device: new tasks around where it is, an approved estimate, a message from
 * the agent, a dispute, a confirmed payout. Web Push through the browser's push service; the
 * service worker shows them (web/public/sw.js).
 */
export const Notifications = () => {
  const [subscriptionId, setSubscriptionId] = useState(() => localStorage.getItem(SUBSCRIPTION_ID) ?? undefined);
  const [nearby, setNearby] = useState(true);
  const action = useAction();
  if (!supported()) return <Note>This browser cannot show notifications from the app.</Note>;
  const toggle = () =>
    action.run(async () => {
      if (subscriptionId) {
        await turnOff(subscriptionId);
        localStorage.removeItem(SUBSCRIPTION_ID);
        setSubscriptionId(undefined);
      } else {
        const made = await turnOn(nearby);
        localStorage.setItem(SUBSCRIPTION_ID, made);
        setSubscriptionId(made);
      }
    });
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">Notifications</h2>
      <p>New tasks near you, an approved estimate, messages from the agent, disputes and payouts, on this device.</p>
      <label class="check">
        <input type="checkbox" role="switch" aria-checked={!!subscriptionId} checked={!!subscriptionId} disabled={action.busy} onChange={toggle} />{' '}
        Notifications on this device
      </label>
      {!subscriptionId && (
        <label class="check">
          <input type="checkbox" checked={nearby} disabled={action.busy} onChange={() => setNearby(!nearby)} /> Tell me about new tasks around where I
          am now (asks for your location)
        </label>
      )}
      <ErrorNote error={action.error} />
    </section>
  );
};
