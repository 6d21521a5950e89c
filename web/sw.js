// SPDX-License-Identifier: MIT
// The page offline: every file of the site is kept in the browser's cache at
// the first visit and served from there, so the page opens, makes, previews,
// prints and downloads worksheets with no network. scripts/build-web.sh
// (web/site.py) fills in FILES, every file it wrote, and VERSION, a digest
// of them all: a new build is a new service worker, which replaces the
// cache and takes over at once.
const VERSION = '@VERSION@';
const FILES = ['@FILES@'];
const CACHE = `mazesheet-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key.startsWith('mazesheet-') && key !== CACHE)
      .map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

// The page's own files from the cache; anything else (there is nothing
// else: the Content-Security-Policy allows only this origin) as the browser
// would fetch it.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(request, {ignoreSearch: true}))
    .then((cached) => cached || fetch(request)));
});
