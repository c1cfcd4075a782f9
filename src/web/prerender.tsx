import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createMemoryRouter } from 'react-router'
import { App } from './app/app'
import { routes } from './app/route-tree'

/**
 * The public pages the build renders to HTML (scripts/vite-prerender.ts), so a visitor sees them
 * before the scripts arrive; the server sends `pages/<file>.html` for them (src/server/app.ts). Each
 * draws the same elements whoever asks, and what depends on the visitor (the session, the settings)
 * fills in once the app runs. The signed-in screens are drawn in the browser.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index' },
  { path: '/login', file: 'login' },
  { path: '/register', file: 'register' },
  { path: '/forgot-password', file: 'forgot-password' },
  { path: '/admin', file: 'admin' },
  { path: '/privacy', file: 'privacy' },
  { path: '/terms', file: 'terms' },
  { path: '/cookie-policy', file: 'cookie-policy' },
] as const

/** The app at `path` as HTML, with every lazy page it shows loaded (react-dom/static waits for them). */
export async function renderPage(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // Every part in its place in the HTML: no part sent later for an inline script to move in (the
    // page must read without scripts, and its content security policy allows none inline).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}
