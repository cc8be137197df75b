/**
 * The operator app's service worker (plain, no build step: served at /sw.js so its scope is the
 * whole origin). It keeps the app shell (the page, its scripts and styles, the manifest and icons)
 * so the app opens offline, and the last open-task list loaded (first page) so the list shows
 * offline. Only GETs of those are answered here; everything else (the API's writes, the back
 * office, the console, the photo bucket) goes to the network untouched.
 */
const SHELL = 'handoff-shell-v1';
/** The signed-in operator's data; the app deletes this cache at sign-out. */
const DATA = 'handoff-data';
const TASK_LIST = '/api/v1/operator/tasks';
/** Fetched fresh when online, from the cache when not. */
const FRESH_FIRST = ['/', '/index.html', '/app-config.json', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const page = await fetch('/', { cache: 'no-cache' });
      const html = await page.clone().text();
      // The entry's hashed scripts and styles, as the built page names them.
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      await cache.put('/', page);
      await cache.addAll([...new Set(assets), '/manifest.webmanifest', '/icon-192.png', '/icon-512.png']);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== SHELL && name !== DATA) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The network's answer, kept under `key` when it is OK; the kept one when the network fails. */
const freshFirst = async (request, cacheName, key, keep) => {
  try {
    const answer = await fetch(request);
    if (answer.ok && keep) await (await caches.open(cacheName)).put(key, answer.clone());
    return answer;
  } catch (error) {
    const kept = await (await caches.open(cacheName)).match(key);
    if (kept) return kept;
    throw error;
  }
};

/** Hashed files never change: the kept copy, else the network's (then kept). */
const keptFirst = async (request) => {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === TASK_LIST) {
    // One list kept (whatever its filters), and only a first page: a later page alone is not "the list".
    event.respondWith(freshFirst(request, DATA, TASK_LIST, !url.searchParams.has('cursor')));
  } else if (request.mode === 'navigate' ? url.pathname === '/' || url.pathname === '/index.html' : FRESH_FIRST.includes(url.pathname)) {
    event.respondWith(freshFirst(request, SHELL, url.pathname === '/index.html' ? '/' : url.pathname, true));
  } else if (url.pathname.startsWith('/assets/') || /^\/icon-\d+\.png$/.test(url.pathname)) {
    event.respondWith(keptFirst(request));
  }
});

/**
 * A Web Push message from the service: `{ title, body, url }` (functions/contexts/delivery/push), already
 * decrypted by the browser. Shown as a notification; a message of another shape still shows one,
 * since a push the worker does not show counts against the site.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' ? message.title : 'Handoff';
  const body = typeof message.body === 'string' ? message.body : '';
  // Only a route of this app: a link elsewhere is not followed.
  const url = typeof message.url === 'string' && message.url.startsWith('/#/') ? message.url : '/';
  event.waitUntil(self.registration.showNotification(title, { body, icon: '/icon-192.png', badge: '/icon-192.png', data: { url } }));
});

/** A tap opens the route it names: in a window of the app already open if there is one, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          await client.navigate(url);
          return client.focus();
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
