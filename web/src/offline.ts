import { useEffect, useState } from 'preact/hooks';

/**
 * The installable app's service worker (web/public/sw.js, at the origin's root so it serves the
 * app shell and the last open-task list offline), and what the app kept with it.
 */
export const registerServiceWorker = () => {
  if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
};

/** The operator's data the service worker keeps (the last task list): deleted at sign-out. */
export const clearOfflineData = async () => {
  if ('caches' in globalThis) await caches.delete('handoff-data');
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
