import { useDebouncedValue } from '@mantine/hooks'
import { IconTicket } from '@tabler/icons-react'
import { useState } from 'react'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { TablePager } from '@/web/components/ui/table-pager'
import { type TicketFilters as Filters, useAdminTickets } from '@/web/features/support/admin/api/support-api'
import { TicketDetailModal } from './ticket-detail-modal'
import { TicketFilters } from './ticket-filters'
import { TicketsTable } from './tickets-table'

const PAGE_SIZE = 20

/** Support Tickets: search and filters, the paged table, and the ticket a click opens. */
export function TicketsPanel() {
  const [page, setPage] = useState(1)
  const [filters, setFilters] = useState<Filters>({ search: '', status: 'all', priority: 'all' })
  const [openId, setOpenId] = useState<string | null>(null)
  const [search] = useDebouncedValue(filters.search.trim(), 300)
  const tickets = useAdminTickets({ ...filters, search, page, pageSize: PAGE_SIZE })
  const filtered = search !== '' || filters.status !== 'all' || filters.priority !== 'all'

  return (
    <>
      <TicketFilters
        filters={filters}
        onChange={(patch) => {
          setFilters({ ...filters, ...patch })
          setPage(1)
        }}
      />
      {tickets.isPending && <PageLoader />}
      {tickets.isError && (
        <LoadError title="Failed to load support tickets" onRetry={() => void tickets.refetch()} />
      )}
      {tickets.data && tickets.data.total === 0 && (
        <EmptyState
          icon={IconTicket}
          title={filtered ? 'No tickets match your filters' : 'No support tickets yet'}
          description={
            filtered
              ? 'Clear the search or choose another status or priority to see more tickets.'
              : 'Tickets show here when a customer writes from the Help Center, or when a chat waits five minutes for an answer.'
          }
        />
      )}
      {tickets.data && tickets.data.total > 0 && (
        <>
          <TicketsTable tickets={tickets.data.items} onOpen={setOpenId} />
          <TablePager page={page} pageSize={PAGE_SIZE} total={tickets.data.total} onPageChange={setPage} />
        </>
      )}
      <TicketDetailModal ticketId={openId} onClose={() => setOpenId(null)} />
    </>
  )
}
