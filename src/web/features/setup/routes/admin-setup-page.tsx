import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AUTH_MESSAGES, ZAdminSetup } from '@/contracts/auth'
import { AuthCard } from '@/web/components/ui/auth-card'
import { FormError } from '@/web/components/ui/form-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useCreateFirstAdmin, useSetupToken } from '@/web/features/setup/api/setup-api'
import { errorField, errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

/** First-admin creation through the one-time link the server prints at start-up. */
export function AdminSetupPage() {
  const navigate = useNavigate()
  const create = useCreateFirstAdmin()
  const token = useSearchParams()[0].get('token') ?? ''
  const check = useSetupToken(token)
  const [error, setError] = useState<string | null>(null)
  const form = useForm({ initialValues: { fullName: '', email: '', password: '', confirmPassword: '' } })

  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZAdminSetup, { token, ...values })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      await create.mutateAsync(parsed.data)
      notifySuccess('Administrator account created')
      navigate('/admin/dashboard', { replace: true })
    } catch (caught) {
      const message = errorText(caught, 'Failed to create the administrator account')
      // A refused password is said under the field.
      const field = errorField(caught)
      if (field) return form.setFieldError(field, message)
      setError(message)
      notifyError(message)
    }
  })

  if (token && check.isPending) return <PageLoader />
  if (!token || check.isError) {
    return (
      <AuthCard title="Administrator Setup">
        <FormError message={errorText(check.error, AUTH_MESSAGES.setupLinkInvalid)} />
        <Text size="sm" c="dimmed" ta="center">
          Ask whoever runs the server for a fresh setup link, or{' '}
          <Anchor component={Link} to="/admin" underline="always">
            go to the admin login
          </Anchor>
          .
        </Text>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Administrator Setup" subtitle="Create the first administrator account">
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        <Stack gap="md">
          <TextInput label="Full Name" autoComplete="name" {...form.getInputProps('fullName')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description={AUTH_MESSAGES.passwordHint}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={create.isPending}>
            Create Administrator
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
