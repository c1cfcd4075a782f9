import type { z } from 'zod'
import type { User, ZForgotPassword, ZLogin, ZRegister, ZResetPassword } from '@/contracts/auth'
import { api } from '@/web/lib/api'

export function login(input: z.output<typeof ZLogin>) {
  return api<{ user: User }>('/api/auth/login', { body: input })
}

export function register(input: z.output<typeof ZRegister>) {
  // The browser's zone decides what "today" and "this month" mean on the dashboard and in reports.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return api<{ user: User }>('/api/auth/register', { body: { ...input, timeZone } })
}

export function requestPasswordReset(input: z.output<typeof ZForgotPassword>) {
  return api<{ message: string }>('/api/auth/forgot-password', { body: input })
}

export function resetPassword(input: z.output<typeof ZResetPassword>) {
  return api<{ message: string }>('/api/auth/reset-password', { body: input })
}
