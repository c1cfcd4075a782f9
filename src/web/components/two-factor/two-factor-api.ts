import { useMutation, useQuery } from '@tanstack/react-query'
import type { IdentityProof } from '@/contracts/account'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: keys.account.detail('two-factor'),
    queryFn: ({ signal }) =>
      api<{
        enabled: boolean
        enabledAt: string | null
        recoveryCodesLeft: number
        /** An admin is asked to turn it on; `required`: the back office waits for it. */
        admin: { required: boolean } | null
      }>('/api/settings/two-factor', { signal }),
  })
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () =>
      api<{ secret: string; otpauthUrl: string; qrSvg: string }>('/api/settings/two-factor/setup', {
        method: 'POST',
      }),
  })
}

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      api<{ recoveryCodes: string[] }>('/api/settings/two-factor/enable', { body: { code } }),
    meta: { invalidates: [keys.account.all] },
  })
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (proof: IdentityProof) =>
      api<{ message: string }>('/api/settings/two-factor/disable', { body: proof }),
    meta: { invalidates: [keys.account.all] },
  })
}

export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (proof: IdentityProof) =>
      api<{ recoveryCodes: string[] }>('/api/settings/two-factor/recovery-codes', { body: proof }),
    meta: { invalidates: [keys.account.all] },
  })
}
