import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconCreditCard, IconExternalLink } from '@tabler/icons-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { BILLING_MESSAGES, type BillingStatus, type CatalogueItem } from '@/contracts/billing'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { SettingsSection } from '@/web/components/ui/settings-section'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  useBillingStatus,
  useCatalogue,
  useCheckout,
  usePortal,
} from '@/web/features/billing/api/billing-api'
import { errorText } from '@/web/lib/api'
import { formatBytes, formatDate, formatMoney } from '@/web/lib/format'
import { notifyError } from '@/web/lib/notify'
import { useSession } from '@/web/lib/session'

const STATUS: Record<BillingStatus['status'], { label: string; color: string }> = {
  trialing: { label: 'Free trial', color: 'blue' },
  active: { label: 'Active', color: 'green' },
  past_due: { label: 'Payment failed', color: 'red' },
  canceled: { label: 'Canceled', color: 'gray' },
  expired: { label: 'Trial ended', color: 'orange' },
  covered: { label: 'Covered', color: 'teal' },
}
const PAYMENT_COLORS: Record<string, string> = {
  completed: 'green',
  succeeded: 'green',
  pending: 'yellow',
  failed: 'red',
  canceled: 'red',
}

function CurrentPlan({ status }: { status: BillingStatus }) {
  const portal = usePortal()
  const badge = STATUS[status.status]
  const storage = status.storage
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text size="sm" c="dimmed">
            Current plan
          </Text>
          <Group gap="xs">
            <Title order={3} fz="xl">
              {status.plan
                ? `${status.plan.name}${status.interval === 'year' ? ' (yearly)' : ' (monthly)'}`
                : status.status === 'covered'
                  ? 'Included'
                  : 'No plan yet'}
            </Title>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          </Group>
        </div>
        {status.paymentsEnabled && status.plan && (
          <Button
            variant="light"
            leftSection={<IconExternalLink size={16} />}
            loading={portal.isPending}
            onClick={() =>
              portal.mutate(undefined, {
                onError: (e) => notifyError(errorText(e, 'Failed to open billing')),
              })
            }
          >
            Manage Billing
          </Button>
        )}
      </Group>
      {status.status === 'trialing' && (
        <Text size="sm">
          {status.trialDaysLeft} day{status.trialDaysLeft === 1 ? '' : 's'} of your free trial left (until{' '}
          {formatDate(status.trialEndsAt)}). Everything is included while it lasts.
        </Text>
      )}
      {status.status === 'active' && status.trialDaysLeft > 0 && (
        <Text size="sm">
          Your free trial's features stay until {formatDate(status.trialEndsAt)}; then your plan decides what
          is included.
        </Text>
      )}
      {status.status === 'covered' && (
        <Text size="sm">Your account is covered by {status.coveredBy}: nothing to pay.</Text>
      )}
      {status.currentPeriodEnd && (
        <Text size="sm">
          {status.cancelAtPeriodEnd ? 'Ends' : 'Renews'} on {formatDate(status.currentPeriodEnd)}.
        </Text>
      )}
      {!status.canWrite && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          Your plan is not active. Your books stay readable and exportable; choose a plan below to keep adding
          to them.
        </Alert>
      )}
      {status.prioritySupport && (
        <Text size="sm">Priority support: your tickets and chats are answered first.</Text>
      )}
      {status.addons.length > 0 && (
        <Text size="sm">Add-ons: {status.addons.map((a) => a.name).join(', ')}</Text>
      )}
      <div>
        <Text size="sm">
          Storage: {formatBytes(storage.usedBytes)} used
          {storage.limitBytes === null ? ' (unlimited)' : ` of ${formatBytes(storage.limitBytes)}`}
        </Text>
        {storage.limitBytes !== null && (
          <Progress
            value={Math.min(100, (storage.usedBytes / storage.limitBytes) * 100)}
            aria-label="Storage used"
            mt={4}
          />
        )}
      </div>
    </Stack>
  )
}

function PlanCard({
  item,
  interval,
  current,
  canBuy,
}: {
  item: CatalogueItem
  interval: 'month' | 'year'
  current: boolean
  canBuy: boolean
}) {
  const checkout = useCheckout()
  const price =
    interval === 'year' && item.yearlyAmountCents !== null ? item.yearlyAmountCents : item.amountCents
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs" h="100%">
        <Group justify="space-between">
          <Text fw={700}>{item.name}</Text>
          {current && (
            <Badge color="green" variant="light">
              Your plan
            </Badge>
          )}
        </Group>
        <Text fz={24} fw={700}>
          {formatMoney(price)}
          <Text span size="sm" c="dimmed">
            {item.kind === 'service' ? ' once' : interval === 'year' ? ' a year' : ' a month'}
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {item.description}
        </Text>
        {item.features.length > 0 && (
          <List size="sm" spacing={2} icon={<IconCheck size={14} aria-hidden />} style={{ flex: 1 }}>
            {item.features.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        )}
        {canBuy && !current && (
          <Button
            mt="auto"
            leftSection={<IconCreditCard size={16} />}
            loading={checkout.isPending}
            onClick={() =>
              checkout.mutate(
                { item: item.id, interval: item.kind === 'plan' ? interval : 'month' },
                { onError: (e) => notifyError(errorText(e, 'Failed to start the checkout')) },
              )
            }
            aria-label={`${item.kind === 'plan' ? 'Choose' : 'Buy'} ${item.name}`}
          >
            {item.kind === 'plan' ? 'Choose Plan' : item.kind === 'addon' ? 'Add' : 'Buy'}
          </Button>
        )}
      </Stack>
    </Card>
  )
}

/** Settings › Billing: the plan, trial, renewal, storage, payments; plans, services and add-ons to buy. */
export function BillingPage() {
  const own = !useSession().data?.impersonatedBy
  const status = useBillingStatus()
  const catalogue = useCatalogue()
  const [interval, setInterval] = useState<'month' | 'year'>('month')
  const [params] = useSearchParams()
  const outcome = params.get('checkout')

  if (status.isError) return <LoadError title="Failed to load billing" onRetry={() => status.refetch()} />
  if (catalogue.isError)
    return <LoadError title="Failed to load the plans" onRetry={() => catalogue.refetch()} />
  if (!status.data || !catalogue.data) return <PageLoader />
  const canBuy = own && catalogue.data.paymentsEnabled && status.data.status !== 'covered'
  const items = catalogue.data.items
  const group = (kind: CatalogueItem['kind']) => items.filter((i) => i.kind === kind)
  const activeAddons = new Set(status.data.addons.map((a) => a.id))

  return (
    <Stack gap="md">
      {outcome === 'success' && (
        <Alert color="green" icon={<IconCheck size={18} />}>
          Thank you: your payment went through. Your plan shows here as soon as the payment provider confirms
          it.
        </Alert>
      )}
      {outcome === 'canceled' && <Alert color="gray">Checkout canceled: nothing was charged.</Alert>}
      {!catalogue.data.paymentsEnabled && (
        <Alert color="blue" variant="light">
          {BILLING_MESSAGES.paymentsOff}
        </Alert>
      )}
      <SettingsSection title="Billing" description="Your plan, your trial and what you have paid.">
        <CurrentPlan status={status.data} />
      </SettingsSection>

      <SettingsSection
        title="Plans"
        description="Each plan includes everything in the one before it."
        actions={
          <SegmentedControl
            aria-label="Billing interval"
            value={interval}
            onChange={(v) => setInterval(v === 'year' ? 'year' : 'month')}
            data={[
              { value: 'month', label: 'Monthly' },
              { value: 'year', label: 'Yearly (2 months free)' },
            ]}
          />
        }
      >
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {group('plan').map((item) => (
            <PlanCard
              key={item.id}
              item={item}
              interval={interval}
              current={status.data.plan?.id === item.id && status.data.interval === interval}
              canBuy={canBuy}
            />
          ))}
        </SimpleGrid>
      </SettingsSection>

      <SettingsSection
        title="Services and add-ons"
        description="One-time help from our team, and extras for your plan."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[...group('service'), ...group('addon')].map((item) => (
            <PlanCard
              key={item.id}
              item={item}
              interval="month"
              current={activeAddons.has(item.id)}
              canBuy={canBuy}
            />
          ))}
        </SimpleGrid>
      </SettingsSection>

      <SettingsSection title="Payments" description="Your payments and invoices, newest first.">
        {status.data.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payments yet.
          </Text>
        ) : (
          <TableScroll label="Payments" minWidth={520}>
            <Table aria-label="Payments" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {status.data.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatDate(p.createdAt)}</Table.Td>
                    <Table.Td>{p.description}</Table.Td>
                    <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={PAYMENT_COLORS[p.status] ?? 'gray'}>
                        {p.status}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </SettingsSection>
    </Stack>
  )
}
