import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconPlugConnected } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { BILLING_MESSAGES, GATEWAY_ENVIRONMENTS } from '@/contracts/billing'
import { FormError } from '@/web/components/ui/form-error'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import {
  type GatewayInput,
  usePaymentGateway,
  useSavePaymentGateway,
  useTestPaymentGateway,
} from '@/web/features/billing/admin/api/payments-api'
import { errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { ENVIRONMENT_LABELS, GatewayOverview } from './gateway-overview'
import { GatewayTestResults } from './gateway-test-results'

const ENVIRONMENT_OPTIONS = GATEWAY_ENVIRONMENTS.map((value) => ({ value, label: ENVIRONMENT_LABELS[value] }))

/** The server's rules (spec 5), checked before sending; a masked secret sent back keeps the saved one. */
function gatewayError({ publishableKey, secretKey }: GatewayInput): string | null {
  if (!publishableKey || !secretKey) return BILLING_MESSAGES.keysRequired
  if (!publishableKey.startsWith('pk_')) return BILLING_MESSAGES.publishableFormat
  if (!secretKey.includes('•') && !secretKey.startsWith('sk_')) return BILLING_MESSAGES.secretFormat
  return null
}

/** Payment Gateways: the provider's keys (secrets shown masked once saved), Test Connection and setup help. */
export function PaymentGatewayForm() {
  const stored = usePaymentGateway()
  const save = useSavePaymentGateway()
  const test = useTestPaymentGateway()
  const [values, setValues] = useState<GatewayInput | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (stored.data) {
      const { publishableKey, secretKey, webhookSecret, environment } = stored.data
      setValues({ publishableKey, secretKey, webhookSecret, environment })
    }
  }, [stored.data])
  if (stored.isError && !stored.data) {
    return (
      <LoadError title="Failed to load the payment gateway settings" onRetry={() => void stored.refetch()} />
    )
  }
  if (!values || !stored.data) return <PageLoader />
  const set = (patch: Partial<GatewayInput>) => setValues({ ...values, ...patch })
  const hasSecret = stored.data.secretKey !== '' || values.secretKey.trim() !== ''

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) =>
        result.connection.ok
          ? notifySuccess(BILLING_MESSAGES.testDone)
          : notifyError(BILLING_MESSAGES.testFailed),
      onError: (e) => notifyError(errorText(e, BILLING_MESSAGES.testError)),
    })

  return (
    <Stack gap="lg" maw={760}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const input: GatewayInput = {
            ...values,
            publishableKey: values.publishableKey.trim(),
            secretKey: values.secretKey.trim(),
            webhookSecret: values.webhookSecret.trim(),
          }
          const invalid = gatewayError(input)
          if (invalid) return setError(invalid)
          save.mutate(input, {
            onSuccess: () => {
              setError(null)
              // The results were for the keys saved before.
              test.reset()
              notifySuccess(BILLING_MESSAGES.saved)
            },
            onError: (e) => setError(errorText(e, BILLING_MESSAGES.saveFailed)),
          })
        }}
      >
        <Stack gap="sm">
          <FormError message={error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Publishable key"
              placeholder="pk_test_…"
              value={values.publishableKey}
              onChange={(e) => set({ publishableKey: e.currentTarget.value })}
              autoComplete="off"
            />
            <PasswordInput
              label="Secret key"
              placeholder="sk_test_…"
              description={stored.data.secretKey ? 'Leave as shown to keep the saved key' : undefined}
              value={values.secretKey}
              onChange={(e) => set({ secretKey: e.currentTarget.value })}
              autoComplete="new-password"
            />
            <PasswordInput
              label="Webhook secret"
              placeholder="whsec_…"
              description={
                stored.data.webhookSecret
                  ? 'Leave as shown to keep the saved secret'
                  : 'From the webhook endpoint'
              }
              value={values.webhookSecret}
              onChange={(e) => set({ webhookSecret: e.currentTarget.value })}
              autoComplete="new-password"
            />
            <Select
              label="Environment"
              data={ENVIRONMENT_OPTIONS}
              value={values.environment}
              allowDeselect={false}
              onChange={(value) => set({ environment: (value ?? 'sandbox') as GatewayInput['environment'] })}
            />
          </SimpleGrid>
          <Group gap="xs">
            <Button type="submit" loading={save.isPending}>
              Save Settings
            </Button>
            <Button
              variant="default"
              leftSection={<IconPlugConnected size={16} />}
              disabled={!hasSecret}
              loading={test.isPending}
              onClick={runTest}
            >
              Test Connection
            </Button>
          </Group>
          <Text size="xs" c={hasSecret ? 'dimmed' : 'red'}>
            {hasSecret ? 'Test Connection checks the saved keys.' : BILLING_MESSAGES.secretFirst}
          </Text>
        </Stack>
      </form>
      {test.data && (
        <GatewayTestResults
          result={test.data}
          configured={stored.data.configured}
          // Quietly, so the products' new state shows without a second notice.
          onProductsCreated={() => test.mutate()}
        />
      )}
      <GatewayOverview view={stored.data} />
    </Stack>
  )
}
