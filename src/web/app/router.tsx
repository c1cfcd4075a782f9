import { createBrowserRouter } from 'react-router'
import { preloadElement } from './lazy-page'
import { routes } from './route-tree'

export const router = createBrowserRouter(routes)

/**
 * The first screen's layouts and page are nested lazy chunks, each found only when its parent has
 * rendered (after the session check for signed-in screens): fetching them all at once saves those
 * round trips. The router has matched the address already: matching again costs as much on a phone.
 * Called once the app has first painted (the frame, the cookie banner), which so waits for nothing
 * but the first script.
 */
export function preloadFirstScreen() {
  for (const match of router.state.matches) preloadElement(match.route.element)
}
