import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { CookieConsent } from '@/web/components/ui/cookie-consent'
import { CrashBoundary } from '@/web/components/ui/crash-boundary'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SkipLink } from '@/web/components/ui/skip-link'
import { showNoticeLeftByReload } from '@/web/lib/notify'

/** Every navigation starts at the top of the page (spec 2.1). */
function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

export function RootLayout() {
  const { pathname } = useLocation()
  useEffect(showNoticeLeftByReload, [])
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <CrashBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </CrashBoundary>
      <CookieConsent />
    </>
  )
}
