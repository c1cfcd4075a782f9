import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { AUTH_MESSAGES, ZLogin } from '@/contracts/auth'
import { TwoFactorStep } from '@/web/components/two-factor/two-factor-step'
import { AuthCard } from '@/web/components/ui/auth-card'
import { FormError } from '@/web/components/ui/form-error'
import { useSignInCaptcha } from '@/web/components/ui/sign-in-captcha'
import { useLogin } from '@/web/features/auth/api/auth-api'
import { ApiError } from '@/web/lib/api'
import { fleetInviteTokenOf, useFleetInvitePreview } from '@/web/lib/fleet-invite'
import { returnPath } from '@/web/lib/nav-state'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { usePublicConfig } from '@/web/lib/session'

export function LoginPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const login = useLogin()
  const demo = usePublicConfig().data?.demo ?? false
  const [error, setError] = useState<string | null>(null)
  const form = useForm({ initialValues: { email: '', password: '', rememberMe: false } })
  const captcha = useSignInCaptcha()
  // Sent here by a fleet invitation's link: say so, fill in the invited address, keep it on sign-up.
  const fleetInviteToken = fleetInviteTokenOf(returnPath(location.state, ''))
  const fleetInvite = useFleetInvitePreview(fleetInviteToken).data
  const invitedEmail = fleetInvite?.email
  useEffect(() => {
    if (invitedEmail && !form.values.email) form.setFieldValue('email', invitedEmail)
  }, [invitedEmail])
  const [challenge, setChallenge] = useState<string | null>(null)
  const enter = () => {
    notifySuccess('Welcome back!')
    navigate(returnPath(location.state, '/dashboard'), { replace: true })
  }

  const fail = (message: string) => {
    setError(message)
    notifyError(message)
  }

  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZLogin, { ...values, captcha: captcha.captcha })
    if (!parsed.ok) return fail(parsed.error)
    setError(null)
    try {
      const result = await login.mutateAsync(parsed.data)
      if ('twoFactorRequired' in result) return setChallenge(result.challenge)
      enter()
    } catch (caught) {
      captcha.check(caught)
      if (!(caught instanceof ApiError) || caught.status >= 500) return fail('Login failed')
      const invalid = caught.message === AUTH_MESSAGES.loginInvalid
      fail(invalid && demo ? AUTH_MESSAGES.loginInvalidDemo : caught.message)
    }
  })

  if (challenge) return <TwoFactorStep challenge={challenge} onDone={enter} />
  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to your account">
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        {fleetInvite && (
          <Alert color="blue" variant="light" mb="md" title={`Join ${fleetInvite.fleetName}`}>
            {fleetInvite.managerName} invites {fleetInvite.email} to drive for {fleetInvite.fleetName}. Sign
            in to join, or create your account below.
          </Alert>
        )}
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          {captcha.field}
          <Button type="submit" fullWidth loading={login.isPending} disabled={!captcha.ready}>
            Sign In
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        Don&apos;t have an account?{' '}
        <Anchor
          component={Link}
          to={fleetInviteToken ? `/register?fleetInvite=${fleetInviteToken}` : '/register'}
        >
          Sign up
        </Anchor>
      </Text>
    </AuthCard>
  )
}
