import { Box, SimpleGrid } from '@mantine/core'
import { IconClock, IconMessages, IconRosetteDiscountCheck, IconTicket } from '@tabler/icons-react'
import { LoadError } from '@/web/components/ui/load-error'
import { StatCard } from '@/web/components/ui/stat-card'
import { useSupportStats } from '@/web/features/support/admin/api/support-api'
import { formatCount } from '@/web/lib/format'

/** Minutes as people read a response time: "14 min", "2.4 h"; "—" before any answer. */
export function formatResponseTime(minutes: number | null): string {
  if (minutes === null) return '—'
  if (minutes < 60) return `${minutes} min`
  return `${(minutes / 60).toFixed(1).replace(/\.0$/, '')} h`
}

/** Open tickets, how fast and how often the team answers, and the chats going on now. */
export function SupportStats() {
  const stats = useSupportStats()
  if (stats.isError) {
    return (
      <Box mb="lg">
        <LoadError title="Failed to load support figures" onRetry={() => void stats.refetch()} />
      </Box>
    )
  }
  const data = stats.data
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
      <StatCard
        label="Open Tickets"
        value={data ? formatCount(data.openTickets) : null}
        hint="Open or in progress"
        icon={IconTicket}
        color="blue"
      />
      <StatCard
        label="Avg. First Response"
        value={data ? formatResponseTime(data.averageFirstResponseMinutes) : null}
        hint="Last 30 days"
        icon={IconClock}
        color="yellow"
      />
      <StatCard
        label="Resolution Rate"
        value={data ? (data.resolutionRate === null ? '—' : `${data.resolutionRate}%`) : null}
        hint="Last 30 days"
        icon={IconRosetteDiscountCheck}
        color="green"
      />
      <StatCard
        label="Active Chats"
        value={data ? formatCount(data.activeChats) : null}
        hint="A message in the last hour"
        icon={IconMessages}
        color="grape"
      />
    </SimpleGrid>
  )
}
