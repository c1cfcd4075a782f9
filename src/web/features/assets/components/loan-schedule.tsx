import { Badge, Box, Button, Group, Paper, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { LoanSchedule as Schedule } from '@/contracts/assets'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { TablePager } from '@/web/components/ui/table-pager'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatDate, formatMoney } from '@/web/lib/format'
import { useLoanSchedule } from '../api/assets-api'

/** A year of payments a page. */
const PAGE_SIZE = 12

/** The page holding the first payment due from today on (the last page once all are past). */
function pageOfToday(items: Schedule['items'], today: string): number {
  const next = items.findIndex((row) => row.date >= today)
  const index = next === -1 ? items.length - 1 : next
  return Math.floor(Math.max(0, index) / PAGE_SIZE) + 1
}

function ScheduleTable({ schedule, today }: { schedule: Schedule; today: string }) {
  const [page, setPage] = useState(() => pageOfToday(schedule.items, today))
  const next = schedule.items.find((row) => row.date >= today)?.number
  const rows = schedule.items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  return (
    <>
      <TableScroll label="Amortisation schedule" minWidth={640}>
        <Table striped withTableBorder fz="sm" aria-label="Amortisation schedule">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>No.</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right">Payment</Table.Th>
              <Table.Th ta="right">Interest</Table.Th>
              <Table.Th ta="right">Principal</Table.Th>
              <Table.Th ta="right">Balance after</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.number}>
                <Table.Td>{row.number}</Table.Td>
                <Table.Td>
                  {formatDate(row.date)}
                  {row.number === next && (
                    <Badge ml="xs" size="xs" variant="light" color="gray">
                      Next
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(row.paymentCents)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.interestCents)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.principalCents)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.balanceCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {schedule.items.length > PAGE_SIZE && (
        <TablePager page={page} pageSize={PAGE_SIZE} total={schedule.items.length} onPageChange={setPage} />
      )}
    </>
  )
}

/** The loan's plan: each month's payment, its interest and principal, and what is owed after it. */
export function LoanSchedule({ loanId, today }: { loanId: string; today: string }) {
  const schedule = useLoanSchedule(loanId)
  // On a phone a year of payments is a long column of cards: folded until asked for (by the
  // screen's width in CSS, so it is right from the first paint); a choice made holds at any width.
  const [open, setOpen] = useState<boolean | null>(null)
  const content = (
    <div id="loan-schedule">
      {schedule.isPending && <PageLoader />}
      {schedule.isError && (
        <LoadError title="Failed to load the schedule" onRetry={() => schedule.refetch()} />
      )}
      {schedule.data && <ScheduleTable schedule={schedule.data} today={today} />}
    </div>
  )
  const toggle = (expanded: boolean) => (
    <Button
      variant="subtle"
      size="xs"
      aria-expanded={expanded}
      aria-controls="loan-schedule"
      onClick={() => setOpen(!expanded)}
    >
      {expanded ? 'Hide' : 'Show'}
    </Button>
  )
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="Amortisation schedule"
    >
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Title order={2} fz="lg">
          Amortisation schedule
        </Title>
        {open === null ? <Box hiddenFrom="sm">{toggle(false)}</Box> : toggle(open)}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        The plan, a year a page, opened at the next payment due. What you actually paid is above.
      </Text>
      {open === null ? <Box visibleFrom="sm">{content}</Box> : open && content}
    </Paper>
  )
}
