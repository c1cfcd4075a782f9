import { createBrowserRouter, matchRoutes } from 'react-router'
import { preloadElement } from './lazy-page'
import { routes } from './route-tree'

// The first screen's layouts and page are nested lazy chunks, each found only when its parent has
// rendered (after the session check for signed-in screens): fetching them all at once saves those
// round trips.
for (const match of matchRoutes(routes, window.location) ?? []) preloadElement(match.route.element)

export const router = createBrowserRouter(routes)
