import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconCheck, IconCopy, IconKey, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { ACCOUNT_MESSAGES, API_KEY_MESSAGES, ZApiKeyInput } from '@/contracts/account'
import { useIdentityProof } from '@/web/components/two-factor/identity-proof'
import { EmptyState } from '@/web/components/ui/empty-state'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsSection } from '@/web/components/ui/settings-section'
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '@/web/features/account/api/account-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDateTime } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useSession } from '@/web/lib/session'

function NewKey() {
  const [name, setName] = useState('')
  const [scope, setScope] = useState<'read' | 'write'>('read')
  const [error, setError] = useState<string | null>(null)
  const [made, setMade] = useState<{ name: string; key: string } | null>(null)
  const create = useCreateApiKey()
  const identity = useIdentityProof()
  const submit = () => {
    const parsed = parseForm(ZApiKeyInput, { name, scope, ...identity.proof })
    if (!parsed.ok) return setError(parsed.error)
    if (identity.problem) return setError(identity.problem)
    setError(null)
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        notifySuccess(API_KEY_MESSAGES.created)
        setMade({ name: created.name, key: created.key })
        setName('')
        identity.reset()
      },
      onError: (e) => setError(errorText(e, 'Failed to create the key')),
    })
  }
  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        noValidate
      >
        <Stack gap="sm">
          <FormError message={error} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Key name"
              placeholder="Spreadsheet sync"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <SegmentedControl
              aria-label="Key access"
              value={scope}
              onChange={(value) => setScope(value === 'write' ? 'write' : 'read')}
              data={[
                { value: 'read', label: 'Read-only' },
                { value: 'write', label: 'Read and write' },
              ]}
            />
            {identity.fields}
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
              Create Key
            </Button>
          </Group>
        </Stack>
      </form>
      {made && (
        <Alert
          color="green"
          variant="light"
          icon={<IconKey size={18} />}
          title={`Your new key “${made.name}”`}
        >
          <Stack gap="xs">
            <Text size="sm">Copy it now and keep it safe: it is not shown again.</Text>
            <Group gap="xs" wrap="wrap">
              <Code style={{ wordBreak: 'break-all' }} aria-label="New API key">
                {made.key}
              </Code>
              <CopyButton value={made.key}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  )
}

/** Settings › API Keys: keys for scripts and other apps, read-only or read-write, revocable. */
export function ApiKeysPage() {
  const own = !useSession().data?.impersonatedBy
  const list = useApiKeys(own)
  const revoke = useRevokeApiKey()
  const onRevoke = async (id: string, name: string) => {
    if (
      !(await confirmAction({
        message: `Revoke “${name}”? Anything using it stops working at once.`,
        confirmLabel: 'Revoke',
      }))
    )
      return
    revoke.mutate(id, {
      onSuccess: () => notifySuccess(API_KEY_MESSAGES.revoked),
      onError: (e) => notifyError(errorText(e, 'Failed to revoke the key')),
    })
  }
  return (
    <SettingsSection
      title="API Keys"
      description="Let a script or another app read (or change) your books. Send the key as Authorization: Bearer <key>."
    >
      {!own ? (
        <Text size="sm" c="dimmed">
          {ACCOUNT_MESSAGES.ownerOnly}.
        </Text>
      ) : (
        <Stack gap="lg">
          <NewKey />
          {list.isPending && <PageLoader />}
          {list.isError && <LoadError title="Failed to load your API keys" onRetry={() => list.refetch()} />}
          {list.data?.items.length === 0 && (
            <EmptyState icon={IconKey} title="No API keys" description="Keys you create are listed here." />
          )}
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.data?.items.map((k) => (
              <Group key={k.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text size="sm" fw={500}>
                    {k.name}{' '}
                    <Badge size="xs" variant="light" color={k.scope === 'write' ? 'blue' : 'gray'}>
                      {k.scope === 'write' ? 'Read & write' : 'Read-only'}
                    </Badge>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {k.prefix}… · created {formatDateTime(k.createdAt)} ·{' '}
                    {k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : 'never used'}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Revoke ${k.name}`}
                  onClick={() => void onRevoke(k.id, k.name)}
                >
                  Revoke
                </Button>
              </Group>
            ))}
          </Stack>
          <Text size="xs" c="dimmed">
            What a key can call is described in the{' '}
            <Anchor href="/api/docs" target="_blank" rel="noreferrer" underline="always">
              API documentation
            </Anchor>
            .
          </Text>
        </Stack>
      )}
    </SettingsSection>
  )
}
