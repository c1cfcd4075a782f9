import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { User, ZAdminLogin, ZForgotPassword, ZLogin, ZRegister, ZResetPassword } from '@/contracts/auth'
import { CLOSE_MESSAGES } from '@/contracts/data-export'
import { api, errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { useSignedIn } from '@/web/lib/session'

/** What signing in answers: the user, or (two-factor sign-in on) the challenge for the code. */
export type SignInResult =
  | { user: User; accountRestored?: true }
  | { twoFactorRequired: true; challenge: string }

export function useLogin() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: (input: z.output<typeof ZLogin>) => api<SignInResult>('/api/auth/login', { body: input }),
    onSuccess: (result) => {
      if ('user' in result) signedIn(result)
      // Signing in within a closed account's 30 days opened it again.
      if ('accountRestored' in result && result.accountRestored) notifySuccess(CLOSE_MESSAGES.restored)
    },
  })
}

export function useAdminLogin() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: (input: z.output<typeof ZAdminLogin>) =>
      api<SignInResult>('/api/auth/admin-login', {
        body: input,
      }),
    // With two-factor sign-in on, the code comes next (TwoFactorStep signs in).
    onSuccess: (result) => {
      if ('user' in result) signedIn(result)
    },
  })
}

/**
 * Makes the account and signs it in. With a fleet invitation's token the new account then joins
 * that fleet: `fleet` says whether it did, and why not when the invitation refused it (another
 * address, expired).
 */
export function useRegister() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: async ({
      fleetInviteToken,
      ...input
    }: z.output<typeof ZRegister> & { fleetInviteToken?: string }) => {
      // The browser's zone decides what "today" and "this month" mean on the dashboard and in reports.
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
      const result = await api<{ user: User }>('/api/auth/register', { body: { ...input, timeZone } })
      if (!fleetInviteToken) return { ...result, fleet: null }
      const fleet = await api(`/api/fleet/invites/${encodeURIComponent(fleetInviteToken)}/accept`, {
        method: 'POST',
      }).then(
        () => ({ joined: true as const }),
        (error: unknown) => ({ joined: false as const, error: errorText(error, 'Failed to join the fleet') }),
      )
      return { ...result, fleet }
    },
    onSuccess: signedIn,
  })
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: z.output<typeof ZForgotPassword>) =>
      api<{ message: string }>('/api/auth/forgot-password', { body: input }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: z.output<typeof ZResetPassword>) =>
      api<{ message: string }>('/api/auth/reset-password', { body: input }),
  })
}
