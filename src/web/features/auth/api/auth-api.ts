import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { User, ZAdminLogin, ZForgotPassword, ZLogin, ZRegister, ZResetPassword } from '@/contracts/auth'
import { api } from '@/web/lib/api'
import { useSignedIn } from '@/web/lib/session'

/** What signing in answers: the user, or (two-factor sign-in on) the challenge for the code. */
export type SignInResult = { user: User } | { twoFactorRequired: true; challenge: string }

export function useLogin() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: (input: z.output<typeof ZLogin>) => api<SignInResult>('/api/auth/login', { body: input }),
    onSuccess: (result) => {
      if ('user' in result) signedIn(result)
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

export function useRegister() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: (input: z.output<typeof ZRegister>) => {
      // The browser's zone decides what "today" and "this month" mean on the dashboard and in reports.
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
      return api<{ user: User }>('/api/auth/register', { body: { ...input, timeZone } })
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
