import { Button, Paper, Stack, Text } from '@mantine/core'
import { IconCash, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ADVANCE_MESSAGES } from '@/contracts/advances'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useToday } from '@/web/lib/today'
import { useAdvances } from '../api/advances-api'
import { AdvanceFormModal, type AdvanceFormTarget } from '../components/advance-form-modal'
import { AdvanceTable } from '../components/advance-table'
import { OutstandingByCarrier } from '../components/outstanding-by-carrier'
import { RepaymentsToMatch } from '../components/repayments-to-match'

/** Advances: what carriers lent and what is still owed, each matched to the settlement that repaid it. */
export function AdvancesPage() {
  const list = useAdvances()
  const today = useToday()
  const [target, setTarget] = useState<AdvanceFormTarget | null>(null)
  const record = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ kind: 'new' })}>
      Record Advance
    </Button>
  )
  const items = list.data?.items ?? []
  const toMatch = list.data?.unmatchedRepayments ?? []
  const empty = list.data && items.length === 0 && toMatch.length === 0
  return (
    <>
      <PageTitle title="Advances" actions={!empty && list.data && record} />
      {list.isPending && <PageLoader />}
      {list.isError && <LoadError title={ADVANCE_MESSAGES.loadFailed} onRetry={() => list.refetch()} />}
      {empty && (
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconCash}
            title="No advances yet"
            description="A Comchek, EFS check or cash a carrier advances you is a loan until a settlement deducts it. Record each one: what it paid for (a lumper, fuel, a repair) becomes that expense once, and the settlement line that repays it is matched for you."
            action={record}
          />
        </Paper>
      )}
      {list.data && !empty && (
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            An advance is money you owe the carrier until a settlement deducts it. That deduction repays a
            loan and is never an expense; what the advance paid for is, once. See also{' '}
            <Link to="/reserves">Escrow &amp; Reserves</Link>.
          </Text>
          <OutstandingByCarrier today={today} />
          {toMatch.length > 0 && (
            <RepaymentsToMatch lines={toMatch} onRecord={(line) => setTarget({ kind: 'from-line', line })} />
          )}
          {items.length > 0 && (
            <AdvanceTable items={items} onEdit={(advance) => setTarget({ kind: 'edit', advance })} />
          )}
        </Stack>
      )}
      <AdvanceFormModal target={target} onClose={() => setTarget(null)} />
    </>
  )
}
