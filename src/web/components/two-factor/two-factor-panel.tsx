import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { type IdentityProof, TWO_FACTOR_MESSAGES } from '@/contracts/account'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { errorText } from '@/web/lib/api'
import { formatDate } from '@/web/lib/format'
import { notifySuccess } from '@/web/lib/notify'
import { useIdentityProof } from './identity-proof'
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactor,
  useTwoFactorStatus,
} from './two-factor-api'

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Alert color="yellow" variant="light" title="Save your recovery codes">
      <Stack gap="xs">
        <Text size="sm">
          Each works once if you lose your phone. They are not shown again: keep them somewhere safe.
        </Text>
        <SimpleGrid cols={2} spacing={4} aria-label="Recovery codes">
          {codes.map((c) => (
            <Code key={c}>{c}</Code>
          ))}
        </SimpleGrid>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy} w="fit-content">
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  )
}

/** Asks for the password and a code before a change that weakens or renews two-factor sign-in. */
function WithPassword({
  label,
  color,
  pending,
  onConfirm,
  onProblem,
}: {
  label: string
  color?: string
  pending: boolean
  onConfirm: (proof: IdentityProof) => void
  onProblem: (message: string) => void
}) {
  const [open, setOpen] = useState(false)
  const identity = useIdentityProof()
  if (!open)
    return (
      <Button variant="light" color={color} onClick={() => setOpen(true)}>
        {label}
      </Button>
    )
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (identity.problem) return onProblem(identity.problem)
        onConfirm(identity.proof)
      }}
      noValidate
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        {identity.fields}
        <Button type="submit" color={color} loading={pending}>
          {label}
        </Button>
        <Button variant="subtle" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </form>
  )
}

/** Security › Two-Factor Sign-In: set up an authenticator app, recovery codes, turn it off. */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus()
  const start = useStartTwoFactor()
  const enable = useEnableTwoFactor()
  const disable = useDisableTwoFactor()
  const renew = useRenewRecoveryCodes()
  const [code, setCode] = useState('')
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const body = () => {
    if (status.isError)
      return <LoadError title="Failed to load two-factor sign-in" onRetry={() => status.refetch()} />
    if (!status.data) return <PageLoader />
    if (status.data.enabled)
      return (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="green" variant="light" leftSection={<IconShieldCheck size={12} />}>
              On
            </Badge>
            <Text size="sm" c="dimmed">
              since {formatDate(status.data.enabledAt ?? '')} · {status.data.recoveryCodesLeft} recovery codes
              left
            </Text>
          </Group>
          {codes && <RecoveryCodes codes={codes} />}
          <FormError message={error} />
          <Group gap="sm" align="flex-end">
            <WithPassword
              label="New Recovery Codes"
              pending={renew.isPending}
              onProblem={setError}
              onConfirm={(proof) =>
                renew.mutate(proof, {
                  onSuccess: (r) => {
                    setError(null)
                    setCodes(r.recoveryCodes)
                    notifySuccess(TWO_FACTOR_MESSAGES.codesRenewed)
                  },
                  onError: (e) => setError(errorText(e, 'Failed to make new codes')),
                })
              }
            />
            <WithPassword
              label="Turn Off"
              color="red"
              pending={disable.isPending}
              onProblem={setError}
              onConfirm={(proof) =>
                disable.mutate(proof, {
                  onSuccess: ({ message }) => {
                    setError(null)
                    setCodes(null)
                    notifySuccess(message)
                  },
                  onError: (e) => setError(errorText(e, 'Failed to turn it off')),
                })
              }
            />
          </Group>
        </Stack>
      )
    if (!start.data)
      return (
        <Stack gap="sm">
          <Text size="sm">
            Off. With it on, signing in also asks for a code from an authenticator app on your phone (Google
            Authenticator, Authy, 1Password, Microsoft Authenticator…).
          </Text>
          <FormError message={error} />
          <Button
            w="fit-content"
            loading={start.isPending}
            onClick={() =>
              start.mutate(undefined, { onError: (e) => setError(errorText(e, 'Failed to start')) })
            }
          >
            Set Up Two-Factor Sign-In
          </Button>
        </Stack>
      )
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          enable.mutate(code, {
            onSuccess: (r) => {
              setError(null)
              setCodes(r.recoveryCodes)
              setCode('')
              start.reset()
              notifySuccess(TWO_FACTOR_MESSAGES.enabled)
            },
            onError: (e) => setError(errorText(e, TWO_FACTOR_MESSAGES.codeInvalid)),
          })
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">1. Scan this QR code with your authenticator app, or type the key in.</Text>
          <Image
            src={`data:image/svg+xml;utf8,${encodeURIComponent(start.data.qrSvg)}`}
            alt="QR code to add RigLedger to an authenticator app"
            w={180}
            h={180}
          />
          <Text size="sm">
            Key: <Code data-testid="totp-secret">{start.data.secret}</Code>
          </Text>
          <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
          <FormError message={error} />
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              w={180}
            />
            <Button type="submit" loading={enable.isPending}>
              Turn On
            </Button>
          </Group>
        </Stack>
      </form>
    )
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="Two-Factor Sign-In"
    >
      <Title order={2} fz="lg">
        Two-Factor Sign-In
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A code from your phone as well as your password.
      </Text>
      <Stack gap="sm">
        {codes && !status.data?.enabled && <RecoveryCodes codes={codes} />}
        {body()}
      </Stack>
    </Paper>
  )
}
