import { useEffect, useState } from 'preact/hooks';

/**
 * The installable app's service worker (web/public/sw.js, at the origin's root so it serves the
 * app shell and the last open-task list offline), and what the app kept with it.
 */
export const registerServiceWorker = () => {
  if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
};

/** What the app kept of the operator's on the device (the last task list, the proof drafts): deleted at sign-out. */
export const clearOfflineData = async () => {
  if ('caches' in globalThis) await caches.delete('handoff-data');
  // The device's push subscription ends with the session: its push service then answers the service 410, which removes it there.
  localStorage.removeItem('handoff.push-subscription');
  if ('serviceWorker' in navigator) await (await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription())?.unsubscribe();
  // After any draft write still under way, so sign-out leaves nothing behind.
  await inOrder(() => inDrafts('readwrite', (store) => store.clear()));
};

/** Whether the browser says it is online, followed as it changes. */
export const useOnline = (): boolean => {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const follow = () => setOnline(navigator.onLine);
    addEventListener('online', follow);
    addEventListener('offline', follow);
    return () => {
      removeEventListener('online', follow);
      removeEventListener('offline', follow);
    };
  }, []);
  return online;
};

/**
 * Proof drafts on the device (IndexedDB, which keeps photos as blobs): one per task, kept until
 * its submit succeeds, all deleted at sign-out.
 */
const DRAFTS_DB = 'handoff-drafts';
const DRAFTS = 'drafts';

const openDrafts = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(DRAFTS_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(DRAFTS);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const inDrafts = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> => {
  const db = await openDrafts();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(DRAFTS, mode).objectStore(DRAFTS));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
};

export const readDraft = <T>(taskId: string): Promise<T | undefined> => inDrafts<T | undefined>('readonly', (store) => store.get(taskId));
/** Draft writes one after another, so an older keystroke's write never lands after a newer one. */
let writes: Promise<unknown> = Promise.resolve();
const inOrder = (write: () => Promise<unknown>): Promise<unknown> => (writes = writes.catch(() => undefined).then(write));
export const keepDraft = (taskId: string, draft: unknown): Promise<unknown> =>
  inOrder(() => inDrafts('readwrite', (store) => store.put(draft, taskId)));
export const dropDraft = (taskId: string): Promise<unknown> => inOrder(() => inDrafts('readwrite', (store) => store.delete(taskId)));
