// RigLedger's service worker: the app installs on a phone's home screen, and a page opened with no
// connection shows the offline page instead of the browser's error. Nothing else is cached: the
// books always come from the server.
const CACHE = 'rigledger-offline-v1'
const OFFLINE = ['/offline.html', '/icon-192.png', '/favicon.svg']

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/offline.html')))
    return
  }
  if (OFFLINE.includes(new URL(request.url).pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)))
  }
})
