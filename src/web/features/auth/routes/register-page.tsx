import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AUTH_MESSAGES, ZRegister } from '@/contracts/auth'
import { FLEET_MESSAGES } from '@/contracts/fleet'
import { type CustomerRole, SELF_REGISTER_ROLES } from '@/contracts/roles'
import { AuthCard } from '@/web/components/ui/auth-card'
import { FormError } from '@/web/components/ui/form-error'
import { useRegister } from '@/web/features/auth/api/auth-api'
import { AccountTypeCards } from '@/web/features/auth/components/account-type-cards'
import { errorField, errorText } from '@/web/lib/api'
import { PRODUCT_NAME } from '@/web/lib/brand'
import { joinFleetPath, useFleetInvitePreview } from '@/web/lib/fleet-invite'
import type { NavState } from '@/web/lib/nav-state'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

const FALLBACK_ERROR = 'Registration failed. Please try again.'

function roleFromQuery(value: string | null): CustomerRole {
  return SELF_REGISTER_ROLES.find((role) => role === value) ?? 'company_driver'
}

export function RegisterPage() {
  const navigate = useNavigate()
  const register = useRegister()
  const [searchParams] = useSearchParams()
  const [error, setError] = useState<string | null>(null)
  // A client's invitation: the account is made as their accountant (no account type to pick).
  const inviteToken = searchParams.get('invite') ?? undefined
  // A fleet's invitation: the invited address is filled in, the Driver card chosen, and the new
  // account joins the fleet.
  const fleetInviteToken = inviteToken ? null : searchParams.get('fleetInvite')
  const fleetInvite = useFleetInvitePreview(fleetInviteToken).data
  const form = useForm({
    initialValues: {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: roleFromQuery(searchParams.get('role')),
    },
  })

  const invitedEmail = fleetInvite?.email
  useEffect(() => {
    if (invitedEmail && !form.values.email) form.setFieldValue('email', invitedEmail)
  }, [invitedEmail])

  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZRegister, { ...values, inviteToken })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      const { fleet } = await register.mutateAsync({
        ...parsed.data,
        fleetInviteToken: fleetInviteToken ?? undefined,
      })
      notifySuccess(`Registration successful! Welcome to ${PRODUCT_NAME}`)
      // Signed in, the sign-up screen gives way to the dashboard; the toast says how the joining went.
      if (fleet?.joined) notifySuccess(`${FLEET_MESSAGES.joined}: ${fleetInvite?.fleetName ?? ''}`.trim())
      if (fleet && !fleet.joined)
        notifyError(`Your account is ready, but the fleet was not joined: ${fleet.error}`)
      navigate('/dashboard', { replace: true })
    } catch (caught) {
      const message = errorText(caught, FALLBACK_ERROR)
      // A refused password is said under the field.
      const field = errorField(caught)
      if (field) return form.setFieldError(field, message)
      setError(message)
      notifyError(message)
    }
  })

  return (
    <AuthCard
      title={inviteToken ? 'Create Your Accountant Account' : 'Create Your Account'}
      subtitle={inviteToken ? 'A client shared their books with you' : 'Start your free trial'}
      width={640}
    >
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        {fleetInvite && (
          <Alert color="blue" variant="light" mb="md" title={`Join ${fleetInvite.fleetName}`}>
            {fleetInvite.managerName} invites {fleetInvite.email} to drive for {fleetInvite.fleetName}. Once
            your account is made you join the fleet: your settlements, expenses and miles are shared with your
            fleet manager.
          </Alert>
        )}
        <Stack gap="md">
          <TextInput label="Full Name" autoComplete="name" {...form.getInputProps('fullName')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.getInputProps('email')}
          />
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
          {inviteToken ? (
            <Text size="sm" c="dimmed">
              Use the e-mail address the invitation was sent to. Your account is an accountant&apos;s: your
              client appears under Client Overview once you are in.
            </Text>
          ) : (
            <AccountTypeCards
              value={form.values.role}
              onChange={(role) => form.setFieldValue('role', role)}
            />
          )}
          <Button type="submit" fullWidth loading={register.isPending} mt="xs">
            Create Account
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        Already have an account?{' '}
        <Anchor
          component={Link}
          to="/login"
          state={
            fleetInviteToken
              ? ({ from: { pathname: joinFleetPath(fleetInviteToken) } } satisfies NavState)
              : undefined
          }
        >
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  )
}
