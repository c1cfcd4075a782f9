// The page's first script (index.html loads it async, apart from the app): it asks who is signed in
// while the app's own script is still downloading, so that round trip runs beside the download
// instead of after it. The answer is read at once (a page that never takes it, the home page, leaves
// no request open) and kept for the app's first session check (src/web/lib/session.ts).
window.rigledgerSessionCheck = {
  askedAt: performance.now(),
  answer: fetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => ({ status: response.status, body: await response.text() }))
    .catch(() => null),
}
