import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { IconChecklist, IconUsers } from '@tabler/icons-react'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import {
  useAccountantClients,
  useAccountantTasks,
  useSwitchToClient,
} from '@/web/features/dashboard/api/dashboard-api'
import { errorText } from '@/web/lib/api'
import { formatDate, formatDateTime, formatMoney } from '@/web/lib/format'
import { notifyError } from '@/web/lib/notify'
import { SectionCard } from './section-card'

/** Accountants: each client's year at a glance with a way into their books, and what is due. */
export function AccountantView() {
  const clients = useAccountantClients()
  const tasks = useAccountantTasks()
  const open = useSwitchToClient()
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SectionCard title="Client Overview">
        {clients.isPending && <Skeleton h={120} />}
        {clients.isError && <LoadError title="Failed to load clients" onRetry={() => clients.refetch()} />}
        {clients.data?.items.length === 0 && (
          <EmptyState
            icon={IconUsers}
            title="No clients found"
            description="A client shares their books with you from their Settings, with your e-mail address."
          />
        )}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {clients.data?.items.map((c) => (
            <Stack
              key={c.id}
              gap={4}
              component="li"
              pb="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group justify="space-between" gap="xs">
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Text fw={600} size="sm">
                    {c.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {c.companyName ?? c.email}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color={c.access === 'write' ? 'blue' : 'gray'}>
                    {c.access === 'write' ? 'Read & write' : 'Read-only'}
                  </Badge>
                  <Button
                    size="xs"
                    loading={open.isPending && open.variables === c.id}
                    onClick={() =>
                      open.mutate(c.id, {
                        onError: (e) => notifyError(errorText(e, 'Failed to open the client')),
                      })
                    }
                    aria-label={`Open ${c.name}'s books`}
                  >
                    Open
                  </Button>
                </Group>
              </Group>
              <Text size="xs">
                This year: revenue {formatMoney(c.revenueCents)} · expenses {formatMoney(c.expensesCents)} ·
                net {formatMoney(c.netCents)}
              </Text>
              <Text size="xs" c="dimmed">
                {c.documentsToReview > 0 ? `${c.documentsToReview} to review · ` : ''}
                {c.lastActivity ? `Last activity ${formatDateTime(c.lastActivity)}` : 'No activity yet'}
              </Text>
            </Stack>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title="Tasks Due">
        {tasks.isPending && <Skeleton h={120} />}
        {tasks.isError && <LoadError title="Failed to load tasks" onRetry={() => tasks.refetch()} />}
        {tasks.data?.items.length === 0 && <EmptyState icon={IconChecklist} title="No tasks due" />}
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {tasks.data?.items.map((t) => (
            <Group key={`${t.clientId}-${t.kind}`} component="li" justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm">{t.title}</Text>
                <Text size="xs" c="dimmed">
                  {t.clientName}
                </Text>
              </div>
              {t.dueDate && (
                <Badge variant="light" color="orange">
                  Due {formatDate(t.dueDate)}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      </SectionCard>
    </SimpleGrid>
  )
}
