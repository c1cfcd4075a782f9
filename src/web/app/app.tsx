import { type DataRouter, RouterProvider } from 'react-router'
import { Providers } from './providers'

/** The app around a router: the browser's (main.tsx) or one at a path (pages rendered at build time). */
export function App({ router }: { router: DataRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  )
}
