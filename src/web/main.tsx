import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadFirstScreen, router } from './app/router'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

const app = (
  <StrictMode>
    <App router={router} onFirstPaint={preloadFirstScreen} />
  </StrictMode>
)
// A public page comes rendered at build time (src/web/prerender.tsx): it is drawn before this script
// arrives, and React takes over the same elements. Every other screen is drawn here.
// As a transition, React draws in slices that leave the browser free to answer in between.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app)
  else createRoot(root).render(app)
})

// Installable on a phone's home screen, with an offline page (public/sw.js); only in a built app.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {})
  })
}
