import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while React takes over a page rendered at build time (and in that render itself), true
 * from then on and in any screen the browser draws: what must not work before the app runs
 * (a form whose submit would go to the server as a plain GET) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
