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
import { ApiError, api } from './api'
import type { NavState } from './nav-state'
import { keys } from './query-keys'

async function fetchSession(): Promise<User | null> {
  try {
    const { user } = await api<{ user: User }>('/api/auth/me')
    return user
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** The signed-in user (`null` when signed out); `undefined` while the first check runs. */
export function useSession() {
  return useQuery({ queryKey: keys.session.all, queryFn: fetchSession, staleTime: 60_000, retry: false })
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
export function setSessionUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(keys.session.all, user)
}

/** The `onSuccess` of a sign-in mutation (sign-in, sign-up, admin setup): its answer is the session. */
export function useSignedIn() {
  const queryClient = useQueryClient()
  return useCallback(({ user }: { user: User }) => setSessionUser(queryClient, user), [queryClient])
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
      const kept = [keys.config.all, keys.session.all]
      queryClient.removeQueries({
        predicate: (query) => !kept.some((key) => partialMatchKey(query.queryKey, key)),
      })
      setSessionUser(queryClient, null)
    },
  })
  return useCallback(() => {
    const state: NavState = { signedOut: true }
    navigate(redirectTo, { replace: true, state })
    mutate()
  }, [navigate, mutate, redirectTo])
}
