import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AUTH_MESSAGES, ZResetPassword } from '@/contracts/auth'
import { AuthCard } from '@/web/components/ui/auth-card'
import { FormError } from '@/web/components/ui/form-error'
import { useResetPassword } from '@/web/features/auth/api/auth-api'
import { errorField, errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

export function ResetPasswordPage() {
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token') ?? ''
  const [error, setError] = useState<string | null>(token ? null : AUTH_MESSAGES.resetLinkInvalid)
  const reset = useResetPassword()
  const form = useForm({ initialValues: { password: '', confirmPassword: '' } })

  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZResetPassword, { token, ...values })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      const { message } = await reset.mutateAsync(parsed.data)
      notifySuccess(message)
      navigate('/login', { replace: true })
    } catch (caught) {
      const message = errorText(caught, 'Failed to reset password. Please try again.')
      // A refused password is said under the field.
      const field = errorField(caught)
      if (field) return form.setFieldError(field, message)
      setError(message)
      notifyError(message)
    }
  })

  return (
    <AuthCard title="Choose a New Password" subtitle="Enter a new password for your account">
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        <Stack gap="md">
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            description={AUTH_MESSAGES.passwordHint}
            disabled={!token}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            disabled={!token}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={!token}>
            Reset Password
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to="/forgot-password">
          Request a new link
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  )
}
