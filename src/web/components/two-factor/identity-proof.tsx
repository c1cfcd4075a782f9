import { PasswordInput, TextInput } from '@mantine/core'
import { useState } from 'react'
import { IDENTITY_MESSAGES, type IdentityProof } from '@/contracts/account'
import { useTwoFactorStatus } from './two-factor-api'

/**
 * The proof a sensitive change is sent with (the sign-in e-mail, a new API key, two-factor sign-in
 * off): the current password and, where two-factor sign-in is on, a code from the app. `problem`
 * says what is missing before anything is sent.
 */
export function useIdentityProof() {
  const twoFactor = useTwoFactorStatus()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const needsCode = twoFactor.data?.enabled === true
  const proof: IdentityProof = { password, ...(needsCode ? { code: code.trim() } : {}) }
  return {
    proof,
    problem: !password
      ? IDENTITY_MESSAGES.passwordRequired
      : needsCode && !code.trim()
        ? IDENTITY_MESSAGES.codeRequired
        : null,
    reset() {
      setPassword('')
      setCode('')
    },
    fields: (
      <>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        {needsCode && (
          <TextInput
            label="Authentication code"
            description="From your authenticator app, or a recovery code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 160 }}
          />
        )}
      </>
    ),
  }
}
