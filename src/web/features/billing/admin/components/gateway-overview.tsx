import {
  ActionIcon,
  Code,
  CopyButton,
  Group,
  List,
  Paper,
  SimpleGrid,
  Text,
  Title,
  Tooltip,
} from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { DetailField } from '@/web/components/ui/detail-field'
import type { GatewayView } from '@/web/features/billing/admin/api/payments-api'
import { formatDateTime } from '@/web/lib/format'

export const ENVIRONMENT_LABELS: Record<GatewayView['environment'], string> = {
  sandbox: 'Sandbox (test)',
  production: 'Production (live)',
}

const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]

function WebhookUrl({ url }: { url: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code style={{ overflowWrap: 'anywhere' }}>{url}</Code>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              onClick={copy}
              aria-label="Copy webhook URL"
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  )
}

/** The saved configuration (keys masked), the webhook URL to give the provider, and how to set it all up. */
export function GatewayOverview({ view }: { view: GatewayView }) {
  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={3} size="h5" mb="sm">
          Current configuration
        </Title>
        {view.configured ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DetailField label="Publishable key">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {view.publishableKey || 'Not set'}
              </Text>
            </DetailField>
            <DetailField label="Secret key">{view.secretKey}</DetailField>
            <DetailField label="Webhook secret">{view.webhookSecret || 'Not set'}</DetailField>
            <DetailField label="Environment">{ENVIRONMENT_LABELS[view.environment]}</DetailField>
            {view.updatedAt && <DetailField label="Last saved">{formatDateTime(view.updatedAt)}</DetailField>}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            Not configured: nothing can be bought until the keys are saved.
          </Text>
        )}
        <Text size="sm" fw={600} mt="md" mb={4}>
          Webhook URL
        </Text>
        <WebhookUrl url={view.webhookUrl} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="var(--mantine-color-blue-light)">
        <Title order={3} size="h5" mb="sm">
          Setup instructions
        </Title>
        <List type="ordered" size="sm" spacing="xs">
          <List.Item>
            Create a Stripe account, then copy the test keys from the Developers › API keys page.
          </List.Item>
          <List.Item>Paste them above and choose Save Settings.</List.Item>
          <List.Item>
            Choose Test Connection, then Create Products Now to add the plans, services and add-ons.
          </List.Item>
          <List.Item>
            In Developers › Webhooks, add an endpoint with the webhook URL above for the events{' '}
            {WEBHOOK_EVENTS.map((event, index) => (
              <span key={event}>
                <Code>{event}</Code>
                {index < WEBHOOK_EVENTS.length - 1 ? ', ' : ''}
              </span>
            ))}
            ; paste its signing secret into Webhook secret and save.
          </List.Item>
          <List.Item>
            Test a checkout with card <Code>4242 4242 4242 4242</Code>, any future expiry date and any CVC.
          </List.Item>
        </List>
      </Paper>
    </>
  )
}
