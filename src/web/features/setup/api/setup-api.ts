import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { User, ZAdminSetup } from '@/contracts/auth'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'
import { useSignedIn } from '@/web/lib/session'

/** Whether the one-time setup link is still good (the server answers an error when it is not). */
export function useSetupToken(token: string) {
  return useQuery({
    queryKey: keys.admin.setupToken.detail(token),
    queryFn: () => api<{ valid: boolean }>('/api/setup/admin', { query: { token } }),
    enabled: token !== '',
    retry: false,
  })
}

export function useCreateFirstAdmin() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: (input: z.output<typeof ZAdminSetup>) =>
      api<{ user: User }>('/api/setup/admin', { body: input }),
    onSuccess: signedIn,
  })
}
