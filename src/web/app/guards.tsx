import { useDeferredValue } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { PageLoader } from '@/web/components/ui/page-loader'
import { ViewingClientScreen } from '@/web/components/ui/viewing-client-screen'
import { type NavState, readNavState, returnPath } from '@/web/lib/nav-state'
import { useSession } from '@/web/lib/session'

/** Customer area: signed-out visitors go to /login, which sends them back afterwards. */
export function RequireAuth() {
  const session = useSession()
  const location = useLocation()
  // Once the session is known, the screen behind the guard is drawn as a transition: in slices that
  // leave a phone free to answer a tap, not one block of layout, page and their first queries.
  const pending = useDeferredValue(session.isPending)
  if (pending) return <PageLoader />
  if (!session.data) {
    const state: NavState = { from: { pathname: location.pathname, search: location.search } }
    return <Navigate to="/login" replace state={state} />
  }
  return <Outlet />
}

/**
 * Admin area: an admin viewing a client's account is told so, with Return to Admin; anyone else who
 * is not a signed-in admin goes to the admin sign-in at /admin.
 */
export function RequireAdmin() {
  const session = useSession()
  if (session.isPending) return <PageLoader />
  if (session.data?.impersonatedBy?.kind === 'admin')
    return <ViewingClientScreen clientName={session.data.fullName} />
  if (session.data?.role !== 'admin') return <Navigate to="/admin" replace />
  return <Outlet />
}

/**
 * /login and /register: a signed-in user goes straight to the customer area. The form shows while the
 * session is checked, as it comes rendered at build time (src/web/prerender.tsx).
 */
export function RedirectIfSignedIn() {
  const session = useSession()
  const { state } = useLocation()
  if (session.data && !readNavState(state).signedOut) {
    return <Navigate to={returnPath(state, '/dashboard')} replace />
  }
  return <Outlet />
}
