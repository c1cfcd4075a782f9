import type { RouteObject } from 'react-router'
import { CrashScreen } from '@/web/components/ui/crash-screen'
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards'
import { AuthLayout } from './layouts/auth-layout'
import { lazyPage } from './lazy-page'
import { RootLayout } from './root-layout'
import { adminRoutes, customerRoutes } from './routes'

const LandingPage = lazyPage(() => import('./pages/landing/landing-page'), 'LandingPage')
const PrivacyPage = lazyPage(() => import('./pages/legal/privacy-page'), 'default')
const TermsPage = lazyPage(() => import('./pages/legal/terms-page'), 'default')
const CookiePolicyPage = lazyPage(() => import('./pages/legal/cookie-policy-page'), 'default')
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage')

const LoginPage = lazyPage(() => import('@/web/features/auth/routes/login-page'), 'LoginPage')
const RegisterPage = lazyPage(() => import('@/web/features/auth/routes/register-page'), 'RegisterPage')
const ForgotPasswordPage = lazyPage(
  () => import('@/web/features/auth/routes/forgot-password-page'),
  'ForgotPasswordPage',
)
const ResetPasswordPage = lazyPage(
  () => import('@/web/features/auth/routes/reset-password-page'),
  'ResetPasswordPage',
)
const ConfirmEmailPage = lazyPage(
  () => import('@/web/features/account/routes/confirm-email-page'),
  'ConfirmEmailPage',
)
const AdminLoginPage = lazyPage(() => import('@/web/features/auth/routes/admin-login-page'), 'AdminLoginPage')
const AdminSetupPage = lazyPage(
  () => import('@/web/features/setup/routes/admin-setup-page'),
  'AdminSetupPage',
)

const CustomerLayout = lazyPage(() => import('./layouts/customer-layout'), 'CustomerLayout')
const AdminLayout = lazyPage(() => import('./layouts/admin-layout'), 'AdminLayout')

/** Every screen of the app, for the browser's router and for the pages rendered at build time. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <CrashScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/cookie-policy', element: <CookiePolicyPage /> },
      {
        element: <AuthLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: '/login', element: <LoginPage /> },
              { path: '/register', element: <RegisterPage /> },
            ],
          },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/confirm-email', element: <ConfirmEmailPage /> },
          { path: '/admin', element: <AdminLoginPage /> },
          { path: '/admin/setup', element: <AdminSetupPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [{ element: <CustomerLayout />, children: customerRoutes }],
      },
      {
        element: <RequireAdmin />,
        children: [{ element: <AdminLayout />, children: adminRoutes }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
