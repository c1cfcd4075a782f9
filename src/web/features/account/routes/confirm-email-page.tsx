import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ACCOUNT_MESSAGES } from '@/contracts/account'
import { AuthCard } from '@/web/components/ui/auth-card'
import { useConfirmEmail } from '@/web/features/account/api/account-api'
import { errorText } from '@/web/lib/api'

/** /confirm-email?token=…: the link sent to a new e-mail address; opening it makes the change. */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token') ?? ''
  const confirm = useConfirmEmail()
  const sent = useRef(false)
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true
      confirm.mutate(token)
    }
  }, [token, confirm])

  return (
    <AuthCard title="Confirm E-mail" subtitle="Your new e-mail address for RigLedger">
      <Stack gap="md">
        {!token && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {ACCOUNT_MESSAGES.emailLinkInvalid}
          </Alert>
        )}
        {token && confirm.isPending && (
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm">Confirming…</Text>
          </Stack>
        )}
        {confirm.isSuccess && (
          <Alert color="green" icon={<IconCircleCheck size={18} />}>
            {confirm.data.message}. Sign in with it from now on.
          </Alert>
        )}
        {confirm.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorText(confirm.error, ACCOUNT_MESSAGES.emailLinkInvalid)}
          </Alert>
        )}
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/settings">
            Go to Settings
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  )
}
