import { partialMatchKey, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
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

/**
 * Signs out: goes to `redirectTo` at once (marked as signed out so it does not bounce back), ends the
 * session on the server and forgets every cached answer except the public config.
 */
export function useLogout(redirectTo: string) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    const state: NavState = { signedOut: true }
    navigate(redirectTo, { replace: true, state })
    try {
      await api<void>('/api/auth/logout', { method: 'POST' })
    } finally {
      const kept = [keys.config.all, keys.session.all]
      queryClient.removeQueries({
        predicate: (query) => !kept.some((key) => partialMatchKey(query.queryKey, key)),
      })
      setSessionUser(queryClient, null)
    }
  }, [queryClient, navigate, redirectTo])
}
