import { Anchor, Button, Stack, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { TWO_FACTOR_MESSAGES } from '@/contracts/account'
import type { User } from '@/contracts/auth'
import { AuthCard } from '@/web/components/ui/auth-card'
import { FormError } from '@/web/components/ui/form-error'
import { useSignInCaptcha } from '@/web/components/ui/sign-in-captcha'
import { ApiError, api } from '@/web/lib/api'
import { useSignedIn } from '@/web/lib/session'

/** The second step of a two-factor sign-in: the authenticator's code or a recovery code. */
function useTwoFactorSignIn() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: (input: { challenge: string; code: string; captcha?: string }) =>
      api<{ user: User }>('/api/auth/login/two-factor', { body: input }),
    onSuccess: signedIn,
  })
}

/** The second step when two-factor sign-in is on: the app's 6 digits, or a recovery code. */
export function TwoFactorStep({ challenge, onDone }: { challenge: string; onDone: () => void }) {
  const verify = useTwoFactorSignIn()
  const [code, setCode] = useState('')
  const [recovery, setRecovery] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // After several wrong codes the server asks for a captcha with each next try.
  const captcha = useSignInCaptcha()
  const submit = async () => {
    if (code.trim().length < 6) return setError(TWO_FACTOR_MESSAGES.codeInvalid)
    setError(null)
    try {
      await verify.mutateAsync({ challenge, code, captcha: captcha.captcha })
      onDone()
    } catch (caught) {
      captcha.check(caught)
      setError(caught instanceof ApiError ? caught.message : 'Login failed')
    }
  }
  return (
    <AuthCard title="Two-Factor Sign-In" subtitle="One more step to keep your books safe">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <FormError message={error} />
        <Stack gap="md">
          <TextInput
            label={recovery ? 'Recovery code' : 'Authentication code'}
            description={
              recovery
                ? 'One of the recovery codes you saved when you turned two-factor sign-in on.'
                : 'The 6-digit code your authenticator app shows for RigLedger.'
            }
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            data-autofocus
          />
          {captcha.field}
          <Button type="submit" fullWidth loading={verify.isPending} disabled={!captcha.ready}>
            Verify
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => setRecovery((r) => !r)}>
            {recovery ? 'Use the authenticator app instead' : 'Use a recovery code'}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  )
}
