import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { LoadError } from '@/web/components/ui/load-error'
import { useServiceOrders, useSetServiceOrderStatus } from '@/web/features/billing/admin/api/payments-api'
import { errorText } from '@/web/lib/api'
import { formatDateTime } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'

/** What a bought service needs, in words, from its task details. */
function needs(details: Record<string, unknown>) {
  if (typeof details.needs === 'string') return details.needs
  if (typeof details.documentCredit === 'number') {
    return `${details.documentCredit} documents to process within ${details.targetHours ?? 48} hours`
  }
  return ''
}

/** Bought one-time services: each a task for the team, open first, marked done when delivered. */
export function ServiceOrdersPanel() {
  const orders = useServiceOrders()
  const setStatus = useSetServiceOrderStatus()
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      mt="lg"
      component="section"
      aria-label="Service requests"
    >
      <Title order={2} fz="lg" mb={4}>
        Service requests
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Tax preparation, document processing and consultations customers bought: deliver them, then mark them
        done.
      </Text>
      {orders.isError && (
        <LoadError title="Failed to load service requests" onRetry={() => void orders.refetch()} />
      )}
      {orders.data?.items.length === 0 && (
        <Text size="sm" c="dimmed">
          No services bought yet.
        </Text>
      )}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {orders.data?.items.map((o) => (
          <Group key={o.id} component="li" justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" fw={500}>
                {o.itemName} · {o.customerName ? `${o.customerName} (${o.customerEmail})` : o.customerEmail}
              </Text>
              <Text size="xs" c="dimmed">
                Bought {formatDateTime(o.createdAt)}
                {o.dueAt ? ` · due ${formatDateTime(o.dueAt)}` : ''}
                {needs(o.details) ? ` · ${needs(o.details)}` : ''}
              </Text>
            </div>
            <Group gap="xs">
              {o.itemId === 'tax_preparation' && o.userId && (
                <Anchor
                  size="sm"
                  underline="always"
                  href={`/api/admin/users/${o.userId}/year-end.zip?year=${Number(o.createdAt.slice(0, 4)) - 1}`}
                  download
                >
                  Year-end package {Number(o.createdAt.slice(0, 4)) - 1}
                </Anchor>
              )}
              <Badge variant="light" color={o.status === 'open' ? 'yellow' : 'green'}>
                {o.status === 'open' ? 'Open' : 'Done'}
              </Badge>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={`${o.status === 'open' ? 'Mark done' : 'Reopen'}: ${o.itemName} for ${o.customerEmail}`}
                onClick={() =>
                  setStatus.mutate(
                    { id: o.id, status: o.status === 'open' ? 'done' : 'open' },
                    {
                      onSuccess: () => notifySuccess(o.status === 'open' ? 'Marked done' : 'Reopened'),
                      onError: (e) => notifyError(errorText(e, 'Failed to update the request')),
                    },
                  )
                }
              >
                {o.status === 'open' ? 'Mark Done' : 'Reopen'}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}
