import { Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core'
import { IconMailCheck } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { ZForgotPassword } from '@/contracts/auth'
import { AltchaCaptcha, type AltchaCaptchaHandle } from '@/web/components/ui/altcha-captcha'
import { AuthCard } from '@/web/components/ui/auth-card'
import { FormError } from '@/web/components/ui/form-error'
import { useRequestPasswordReset } from '@/web/features/auth/api/auth-api'
import { ApiError } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

const FAILED = 'Failed to send reset instructions. Please try again.'

export function ForgotPasswordPage() {
  const captchaRef = useRef<AltchaCaptchaHandle>(null)
  const [email, setEmail] = useState('')
  const [captcha, setCaptcha] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const request = useRequestPasswordReset()

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = parseForm(ZForgotPassword, { email, captcha: captcha ?? '' })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      const { message } = await request.mutateAsync(parsed.data)
      notifySuccess(message)
    } catch (caught) {
      // A specific client error (throttled, captcha refused, bad address) is shown inline too.
      if (caught instanceof ApiError && caught.status < 500) setError(caught.message)
      notifyError(FAILED)
      captchaRef.current?.reset()
    }
  }

  if (request.isSuccess) {
    return (
      <AuthCard title="Check Your Email">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
            <IconMailCheck size={30} />
          </ThemeIcon>
          <Text>
            If an account exists for <strong>{email.trim()}</strong>, we sent instructions to reset your
            password. The link expires soon and can be used once.
          </Text>
          <Anchor component={Link} to="/login">
            Return to login
          </Anchor>
        </Stack>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Reset Your Password" subtitle="Enter your email and we will send you reset instructions">
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <AltchaCaptcha ref={captchaRef} onChange={setCaptcha} />
          <Button
            type="submit"
            fullWidth
            loading={request.isPending}
            disabled={request.isPending || !captcha}
          >
            Send Reset Instructions
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        Remember your password?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  )
}
