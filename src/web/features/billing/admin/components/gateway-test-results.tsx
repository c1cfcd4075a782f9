import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconPackage, IconX } from '@tabler/icons-react'
import { BILLING_MESSAGES } from '@/contracts/billing'
import { type ConnectionTest, useCreateProducts } from '@/web/features/billing/admin/api/payments-api'
import { errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'

const PARTS: { key: keyof ConnectionTest; label: string }[] = [
  { key: 'connection', label: 'Connection' },
  { key: 'products', label: 'Products' },
  { key: 'webhooks', label: 'Webhooks' },
]

/** What Test Connection found, part by part, and Create Products Now when products are missing. */
export function GatewayTestResults(props: {
  result: ConnectionTest
  /** Whether a secret key is saved: Create Products needs one. */
  configured: boolean
  onProductsCreated: () => void
}) {
  const { result, configured, onProductsCreated } = props
  const createProducts = useCreateProducts()
  const create = () => {
    if (!configured) return notifyError(BILLING_MESSAGES.saveFirst)
    createProducts.mutate(undefined, {
      onSuccess: ({ message }) => {
        notifySuccess(message || BILLING_MESSAGES.productsCreated)
        onProductsCreated()
      },
      onError: (e) => notifyError(errorText(e, BILLING_MESSAGES.productsFailed)),
    })
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby="gateway-test-results">
      <Title order={3} size="h5" mb="sm" id="gateway-test-results">
        Connection test results
      </Title>
      <Stack gap="sm">
        {PARTS.map(({ key, label }) => {
          const part = result[key]
          return (
            <Group key={key} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon
                color={part.ok ? 'green' : 'red'}
                variant="light"
                radius="xl"
                size={24}
                role="img"
                aria-label={part.ok ? 'OK' : 'Error'}
              >
                {part.ok ? <IconCheck size={14} /> : <IconX size={14} />}
              </ThemeIcon>
              <div>
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {part.message}
                </Text>
              </div>
            </Group>
          )
        })}
        {!result.products.ok && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Products missing"
          >
            <Text size="sm" mb="xs">
              The plans, services and add-ons must exist at the payment provider before anyone can buy them.
            </Text>
            <Button
              size="xs"
              leftSection={<IconPackage size={14} />}
              loading={createProducts.isPending}
              onClick={create}
            >
              Create Products Now
            </Button>
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
