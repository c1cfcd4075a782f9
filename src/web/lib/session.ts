import {
  partialMatchKey,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import type { PublicConfig, User } from '@/contracts/auth'
import type { Role } from '@/contracts/roles'
import { ApiError, api, apiAnswer } from './api'
import type { NavState } from './nav-state'
import { reloadWithNotice } from './notify'
import { keys } from './query-keys'

/** The signed-in user and, while an admin views this account, that admin. */
export type SessionUser = User & {
  /** The admin viewing this account, or the accountant or fleet manager working in it (with their access). */
  impersonatedBy?: {
    id: string
    fullName: string
    email: string
    kind: 'admin' | 'accountant' | 'fleet_manager'
    access: 'read' | 'write' | null
  }
}

declare global {
  interface Window {
    /** GET /api/auth/me as the page's first script asked for it (null if the request failed). */
    rigledgerSessionCheck?: { askedAt: number; answer: Promise<{ status: number; body: string } | null> }
  }
}

interface SessionAnswer {
  user: User
  impersonatedBy?: SessionUser['impersonatedBy']
}

/**
 * An early answer is taken once, and only while fresh: a page that asks for the session later (a
 * visitor who went from the home page to sign in) asks again, as it may have changed since.
 */
const EARLY_CHECK_MAX_AGE_MS = 30_000

/** The answer the page's first script asked for (public/session-check.js), if it is still to use. */
async function takeEarlySessionCheck(): Promise<Response | null> {
  const early = typeof window === 'undefined' ? undefined : window.rigledgerSessionCheck
  if (!early) return null
  window.rigledgerSessionCheck = undefined
  if (performance.now() - early.askedAt >= EARLY_CHECK_MAX_AGE_MS) return null
  const answer = await early.answer
  return answer && new Response(answer.body || null, { status: answer.status })
}

async function fetchSession(): Promise<SessionUser | null> {
  try {
    const early = await takeEarlySessionCheck()
    const { user, impersonatedBy } = early
      ? await apiAnswer<SessionAnswer>(early)
      : await api<SessionAnswer>('/api/auth/me')
    return impersonatedBy ? { ...user, impersonatedBy } : user
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** The signed-in user (`null` when signed out); `undefined` while the first check runs. */
export function useSession() {
  return useQuery({ queryKey: keys.session.all, queryFn: fetchSession, staleTime: 60_000, retry: false })
}

/** Whether the signed-in account's role passes a rule of contracts/access-policy (false while unknown). */
export function useRoleAllows(allow: (role: Role) => boolean): boolean {
  const role = useSession().data?.role
  return role !== undefined && allow(role)
}

/** Public settings the screens need before sign-in (demo mode, support contacts). */
export function usePublicConfig() {
  return useQuery({
    queryKey: keys.config.all,
    queryFn: () => api<PublicConfig>('/api/config'),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** Stores the user a sign-in call answered with, so guards and layouts see it at once. */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(keys.session.all, user)
}

/** Where an admin's "not now" to the two-factor prompt is kept: until the next sign-in. */
export const TWO_FACTOR_PROMPT_DISMISSED_KEY = 'rigledger-two-factor-prompt-dismissed'

/** The `onSuccess` of a sign-in mutation (sign-in, sign-up, admin setup): its answer is the session. */
export function useSignedIn() {
  const queryClient = useQueryClient()
  return useCallback(
    ({ user }: { user: User }) => {
      // Each sign-in asks an admin without two-factor sign-in again.
      window.sessionStorage.removeItem(TWO_FACTOR_PROMPT_DISMISSED_KEY)
      setSessionUser(queryClient, user)
    },
    [queryClient],
  )
}

/** Forgets every cached answer of the account signed in (all but the public config and the session). */
export function forgetAccountData(queryClient: QueryClient): void {
  const kept = [keys.config.all, keys.session.all]
  queryClient.removeQueries({
    predicate: (query) => !kept.some((key) => partialMatchKey(query.queryKey, key)),
  })
}

const ADMIN_RETURN_KEY = 'rigledger-admin-return'

/** Where Return to Admin goes back to: the admin screen View User Account was chosen on. */
export function rememberAdminScreen(): void {
  window.sessionStorage.setItem(ADMIN_RETURN_KEY, window.location.pathname)
}

/**
 * View User Account: this session becomes the client's, and their dashboard opens afresh (nothing of
 * the admin's screens or cached answers carries over) with 'Viewing user account'.
 */
export function useViewUserAccount() {
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>(`/api/admin/impersonate/${id}`, { method: 'POST' }),
    onSuccess: async () => {
      rememberAdminScreen()
      // Loaded here, not at the top: the contract's schemas (and zod) stay out of the first script.
      const { ADMIN_MESSAGES } = await import('@/contracts/users')
      reloadWithNotice('/dashboard', ADMIN_MESSAGES.viewing)
    },
  })
}

function adminScreenToReturnTo(): string {
  const path = window.sessionStorage.getItem(ADMIN_RETURN_KEY)
  window.sessionStorage.removeItem(ADMIN_RETURN_KEY)
  return path?.startsWith('/admin/') ? path : '/admin/users'
}

/**
 * While an admin views a client's account: back to the admin's own, at the admin screen they came
 * from (the users list by default) opened afresh ('Returned to admin account').
 */
export function useReturnToAdmin() {
  const queryClient = useQueryClient()
  const { mutate } = useMutation({
    mutationFn: () => api<{ user: User }>('/api/auth/return-to-admin', { method: 'POST' }),
    onSuccess: () => reloadWithNotice(adminScreenToReturnTo(), 'Returned to admin account'),
    // The session may have ended meanwhile: ask the server who this is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: keys.session.all }),
  })
  return useCallback(() => mutate(), [mutate])
}

const SWITCH_BACK = {
  accountant: { url: '/api/accountant/switch-back', to: '/dashboard', notice: 'Back to your clients' },
  fleet_manager: { url: '/api/fleet/switch-back', to: '/fleet', notice: 'Back to your fleet' },
} as const

/**
 * An accountant working in a client's books, or a fleet manager in a driver's, goes back to their
 * own account: at their client list, or at the fleet.
 */
export function useSwitchBack(kind: keyof typeof SWITCH_BACK) {
  const queryClient = useQueryClient()
  const back = SWITCH_BACK[kind]
  const { mutate } = useMutation({
    mutationFn: () => api<{ user: User }>(back.url, { method: 'POST' }),
    onSuccess: () => reloadWithNotice(back.to, back.notice),
    onError: () => void queryClient.invalidateQueries({ queryKey: keys.session.all }),
  })
  return useCallback(() => mutate(), [mutate])
}

/**
 * Signs out: goes to `redirectTo` at once (marked as signed out so it does not bounce back), ends the
 * session on the server and forgets every cached answer except the public config.
 */
export function useLogout(redirectTo: string) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { mutate } = useMutation({
    mutationFn: () => api<void>('/api/auth/logout', { method: 'POST' }),
    // Whatever the server said (the session may have ended already), nothing cached is theirs any more.
    // A mutation's own callbacks still run once the screen that signed out is gone.
    onSettled: () => {
      forgetAccountData(queryClient)
      setSessionUser(queryClient, null)
    },
  })
  return useCallback(() => {
    const state: NavState = { signedOut: true }
    navigate(redirectTo, { replace: true, state })
    mutate()
  }, [navigate, mutate, redirectTo])
}
