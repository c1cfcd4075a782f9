import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core'
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconBuildingBank,
  IconCash,
  IconPlus,
  IconScale,
} from '@tabler/icons-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  type AssetLine,
  BALANCE_ITEM_KIND_NAMES,
  BALANCE_MESSAGES,
  type BalanceItem,
  type LiabilityLine,
} from '@/contracts/balance-sheet'
import { isLedgerDate } from '@/domain/period'
import { EditDeleteActions } from '@/web/components/ui/edit-delete-actions'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  balanceSheetCsvUrl,
  useBalanceItems,
  useBalanceSheet,
  useDeleteBalanceItem,
} from '@/web/features/reports/api/balance-sheet-api'
import { BalanceItemModal } from '@/web/features/reports/components/balance-item-modal'
import { ReportFileButton } from '@/web/features/reports/components/report-file-button'
import { ReportSection } from '@/web/features/reports/components/report-section'
import { CsvButton } from '@/web/features/reports/components/report-toolbar'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

const TYPED = (
  <Anchor href="#typed-items" size="sm">
    Typed by you
  </Anchor>
)

/** Where each line of the sheet comes from, as a link to the screen that keeps it. */
function sourceOf(line: AssetLine | LiabilityLine, side: 'asset' | 'liability'): ReactNode {
  const to = (path: string, words: string) => (
    <Anchor component={Link} to={path} size="sm">
      {words}
    </Anchor>
  )
  switch (line.kind) {
    case 'reserve':
      return to('/reserves', 'Escrow & Reserves')
    case 'receivable':
      return to('/loads', 'Loads delivered, not paid')
    case 'equipment':
      return to('/equipment', 'Equipment, at book value')
    case 'loan':
      return to('/equipment', 'Loans')
    case 'advance':
      return <Text size="sm">Advances</Text>
    default:
      return side === 'asset' || line.kind === 'other' ? TYPED : null
  }
}

function LinesTable({
  title,
  lines,
  side,
  totalLabel,
  totalCents,
}: {
  title: string
  lines: (AssetLine | LiabilityLine)[]
  side: 'asset' | 'liability'
  totalLabel: string
  totalCents: number
}) {
  return (
    <section aria-label={title}>
      <ReportSection title={title}>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {side === 'asset' ? 'No assets on this date.' : 'No liabilities on this date.'}
          </Text>
        ) : (
          <TableScroll label={title} minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, i) => (
                  // Lines have no ids; the sheet lists them in a fixed order.
                  <Table.Tr key={`${line.kind}-${i}`}>
                    <Table.Td>{line.label}</Table.Td>
                    <Table.Td>{sourceOf(line, side)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(line.amountCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        <Group justify="space-between" mt="sm" px={{ base: 0, sm: 'xs' }} wrap="nowrap">
          <Text size="sm" fw={700}>
            {totalLabel}
          </Text>
          <Text size="sm" fw={700}>
            {formatMoney(totalCents)}
          </Text>
        </Group>
      </ReportSection>
    </section>
  )
}

/** The items the user typed, every dated entry, to change or delete. */
function TypedItems({ onAdd, onEdit }: { onAdd: () => void; onEdit: (item: BalanceItem) => void }) {
  const items = useBalanceItems()
  const remove = useDeleteBalanceItem()
  const onDelete = async (item: BalanceItem) => {
    if (!(await confirmAction({ message: `Delete "${item.label}" as of ${formatDate(item.asOfDate)}?` })))
      return
    remove.mutate(item.id, {
      onSuccess: () => notifySuccess('Item deleted'),
      onError: (error) => notifyError(errorText(error, 'Failed to delete the item')),
    })
  }
  const list = items.data?.items ?? []
  return (
    <section id="typed-items" aria-label="Typed items">
      <ReportSection
        title="Cash and other items you type"
        actions={
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            Add Item
          </Button>
        }
      >
        {items.isError && <LoadError title={BALANCE_MESSAGES.loadFailed} onRetry={() => items.refetch()} />}
        {items.data && list.length === 0 && (
          <Text size="sm" c="dimmed">
            Type your bank balances and cash on hand, and anything else you own or owe that RigLedger does not
            keep. Each is an amount on a date; type it again on a later date when it changes.
          </Text>
        )}
        {list.length > 0 && (
          <TableScroll label="Typed items" minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>As of</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.label}</Table.Td>
                    <Table.Td>{BALANCE_ITEM_KIND_NAMES[item.kind]}</Table.Td>
                    <Table.Td>{formatDate(item.asOfDate)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(item.amountCents)}</Table.Td>
                    <Table.Td>
                      <EditDeleteActions
                        what={item.label}
                        justify="flex-end"
                        onEdit={() => onEdit(item)}
                        onDelete={() => void onDelete(item)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </ReportSection>
    </section>
  )
}

/** The balance sheet at a date: what the business owns and owes, each line from the records that keep it. */
export function BalanceSheetPage() {
  const today = useToday()
  const [params, setParams] = useSearchParams()
  const asked = params.get('date') ?? ''
  const date = asked && isLedgerDate(asked) ? asked : today
  const sheet = useBalanceSheet(date)
  const data = sheet.isError ? undefined : sheet.data
  const [editing, setEditing] = useState<BalanceItem | null | undefined>(undefined)

  useEffect(() => {
    if (sheet.isError) notifyError(BALANCE_MESSAGES.loadFailed)
  }, [sheet.isError])

  const empty = data && data.assets.length === 0 && data.liabilities.length === 0
  const money = (cents: number | undefined) => (cents === undefined ? null : formatMoney(cents))
  return (
    <>
      <PageTitle
        title="Balance Sheet"
        actions={
          <Group gap="xs">
            <CsvButton href={balanceSheetCsvUrl(date)} name="Balance Sheet" />
            <ReportFileButton type="balance_sheet" name="Balance Sheet" query={{ date }} />
          </Group>
        }
      />
      <Group gap="xs" mb="md" align="flex-end">
        <TextInput
          label="As of"
          type="date"
          value={date}
          onChange={(event) => {
            const next = event.currentTarget.value
            if (next && isLedgerDate(next)) setParams({ date: next }, { replace: true })
          }}
          w={{ base: '100%', xs: 180 }}
        />
        {date !== today && (
          <Button variant="subtle" onClick={() => setParams({}, { replace: true })}>
            Today
          </Button>
        )}
      </Group>
      {sheet.isError && (
        <LoadError title={BALANCE_MESSAGES.loadFailed} onRetry={() => void sheet.refetch()} />
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard label="Total Assets" value={money(data?.totalAssetsCents)} icon={IconCash} color="teal" />
        <StatCard
          label="Total Liabilities"
          value={money(data?.totalLiabilitiesCents)}
          icon={IconBuildingBank}
          color="red"
        />
        <StatCard
          label="Equity"
          value={money(data?.equityCents)}
          hint="Assets less liabilities"
          icon={data && data.equityCents < 0 ? IconArrowDownRight : IconArrowUpRight}
          color={data && data.equityCents < 0 ? 'red' : 'green'}
        />
      </SimpleGrid>
      <Stack gap="md">
        {empty && (
          <Paper withBorder radius="md">
            <EmptyState
              icon={IconScale}
              title="Nothing on the balance sheet for this date"
              description="Your escrow, unpaid delivered loads, equipment and loans show here as you keep them; type your cash and anything else you own or owe."
              action={
                <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
                  Add Cash
                </Button>
              }
            />
          </Paper>
        )}
        {data && !empty && (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <LinesTable
              title="Assets"
              lines={data.assets}
              side="asset"
              totalLabel="Total Assets"
              totalCents={data.totalAssetsCents}
            />
            <Stack gap="md">
              <LinesTable
                title="Liabilities"
                lines={data.liabilities}
                side="liability"
                totalLabel="Total Liabilities"
                totalCents={data.totalLiabilitiesCents}
              />
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                <Group justify="space-between">
                  <Text fw={700}>Equity</Text>
                  <Text fw={700}>{formatMoney(data.equityCents)}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  Total assets less total liabilities.
                </Text>
              </Paper>
            </Stack>
          </SimpleGrid>
        )}
        <TypedItems onAdd={() => setEditing(null)} onEdit={setEditing} />
        <Text size="sm" c="dimmed">
          Equipment is at cost times business use less the depreciation of every tax year through this date’s
          year; a disposed asset drops out. Receivables are loads delivered and not yet paid, at their rate
          confirmations’ totals. The Profit &amp; Loss stays income and expense only: of these records, only
          loan interest, depreciation, escrow draws applied to an expense and interest earned reach it.
        </Text>
      </Stack>
      <BalanceItemModal item={editing} date={date} onClose={() => setEditing(undefined)} />
    </>
  )
}
