import { Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { ZAdminLogin } from '@/contracts/auth'
import { TwoFactorStep } from '@/web/components/two-factor/two-factor-step'
import { AuthCard } from '@/web/components/ui/auth-card'
import { FormError } from '@/web/components/ui/form-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useSignInCaptcha } from '@/web/components/ui/sign-in-captcha'
import { ViewingClientScreen } from '@/web/components/ui/viewing-client-screen'
import { useAdminLogin } from '@/web/features/auth/api/auth-api'
import { ApiError } from '@/web/lib/api'
import { readNavState } from '@/web/lib/nav-state'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useSession } from '@/web/lib/session'

const INVALID = 'Invalid username or password'

export function AdminLoginPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const login = useAdminLogin()
  const session = useSession()
  const [error, setError] = useState<string | null>(null)
  const form = useForm({ initialValues: { username: '', password: '' } })
  const captcha = useSignInCaptcha()
  const [challenge, setChallenge] = useState<string | null>(null)
  const enter = () => {
    notifySuccess('Login successful')
    navigate('/admin/dashboard', { replace: true })
  }

  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZAdminLogin, { ...values, captcha: captcha.captcha })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      const result = await login.mutateAsync(parsed.data)
      if ('twoFactorRequired' in result) return setChallenge(result.challenge)
      enter()
    } catch (caught) {
      captcha.check(caught)
      setError(caught instanceof ApiError && caught.status < 500 ? caught.message : INVALID)
      notifyError('Login failed')
    }
  })

  if (session.isPending) return <PageLoader />
  if (session.data?.impersonatedBy?.kind === 'admin')
    return <ViewingClientScreen clientName={session.data.fullName} />
  if (session.data?.role === 'admin' && !readNavState(location.state).signedOut) {
    return <Navigate to="/admin/dashboard" replace />
  }

  if (challenge) return <TwoFactorStep challenge={challenge} onDone={enter} />
  return (
    <AuthCard title="Admin Login" subtitle="Sign in to the RigLedger back office">
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        <Stack gap="md">
          <TextInput
            label="Username"
            description="Your administrator email address"
            autoComplete="username"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          {captcha.field}
          <Button type="submit" fullWidth loading={login.isPending} disabled={!captcha.ready}>
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
