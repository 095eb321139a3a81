/*
 * Almacena's app shell cache, so a trusted device can reload the app without connection.
 * Registered by src/shared/offline/serviceWorker.ts as sw.js?v=<build>; each build gets its own
 * cache and drops the others when it activates.
 *  - Navigations: network first, the cached index.html when the network fails.
 *  - /assets/* (hashed names, never change): cache first, cached as they are fetched; at install
 *    every file of the build's asset-manifest.json is fetched too, so screens never opened on
 *    this device also work offline.
 *  - Anything else, and every other origin (Firebase Auth and Firestore), is not touched.
 * It keeps no company data: that lives in Firestore's own cache.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PREFIX = 'almacena-shell-';
const CACHE = PREFIX + VERSION;
const SCOPE = new URL(self.registration.scope);
const INDEX = new URL('index.html', SCOPE).href;
const ASSETS = new URL('assets/', SCOPE).pathname;

async function put(cache, url) {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) await cache.put(url, response);
  } catch {
    // Offline or gone: it is cached later, when the page asks for it.
  }
}

async function precache() {
  const cache = await caches.open(CACHE);
  await put(cache, INDEX);
  try {
    const manifest = await (await fetch(new URL('asset-manifest.json', SCOPE), { cache: 'no-cache' })).json();
    const files = new Set();
    for (const entry of Object.values(manifest)) {
      for (const file of [entry.file, ...(entry.css || []), ...(entry.assets || [])]) if (file) files.add(new URL(file, SCOPE).href);
    }
    await Promise.all([...files].map((url) => put(cache, url)));
  } catch {
    // No manifest (development): assets are cached as they are fetched.
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// The page sends the files it loaded before this worker controlled it.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const url of data.urls) {
        if (typeof url === 'string' && new URL(url).origin === SCOPE.origin && !(await cache.match(url, { ignoreVary: true }))) await put(cache, url);
      }
    }),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(INDEX, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(INDEX, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith(ASSETS)) event.respondWith(cacheFirst(request));
});
