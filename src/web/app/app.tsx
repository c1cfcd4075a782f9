import { useEffect } from 'react'
import { type DataRouter, RouterProvider } from 'react-router'
import { Providers } from './providers'

interface AppProps {
  router: DataRouter
  /** Called once, after the app's first drawing has been painted. */
  onFirstPaint?: () => void
}

/** The app around a router: the browser's (main.tsx) or one at a path (pages rendered at build time). */
export function App({ router, onFirstPaint }: AppProps) {
  useEffect(() => {
    if (!onFirstPaint) return
    // A frame's callback runs just before the next paint, a timer set there just after it.
    const frame = requestAnimationFrame(() => setTimeout(onFirstPaint))
    return () => cancelAnimationFrame(frame)
  }, [onFirstPaint])
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  )
}
