import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconCash, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  ADVANCE_MESSAGES,
  ADVANCE_METHOD_LABELS,
  type Advance,
  type AdvanceRepayment,
} from '@/contracts/advances'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { errorText } from '@/web/lib/api'
import { useCategoryLabel } from '@/web/lib/categories'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'
import { useAdvances, useAdvancesOutstanding, useDeleteAdvance } from '../api/advances-api'
import { AdvanceFormModal, type AdvanceFormTarget } from '../components/advance-form-modal'

const MATCHED_BY = { user: 'matched by you', reference: 'by its number', amount: 'by amount' } as const

function SettlementLink({ line }: { line: AdvanceRepayment }) {
  return <Link to={`/settlements/${line.settlementId}`}>{line.settlementLabel ?? 'Settlement'}</Link>
}

/** What is owed today, carrier by carrier. */
function Outstanding({ today }: { today: string }) {
  const owed = useAdvancesOutstanding(today)
  if (owed.isPending) return null
  if (owed.isError) return <LoadError title={ADVANCE_MESSAGES.loadFailed} onRetry={() => owed.refetch()} />
  const { items, totalCents } = owed.data
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="owed-title"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="owed-title">
          Owed to carriers
        </Title>
        <Text fw={700} fz="lg">
          {formatMoney(totalCents)}
        </Text>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing owed today: every advance recorded has been deducted on a settlement.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((payer) => (
            <Paper key={payer.payerName} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600}>{payer.payerName}</Text>
                  <Text size="sm" c="dimmed">
                    {payer.items.length === 1 ? '1 advance' : `${payer.items.length} advances`} not yet
                    deducted
                  </Text>
                </Stack>
                <Text fw={700}>{formatMoney(payer.outstandingCents)}</Text>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  )
}

/** Advance lines of settlements no recorded advance accounts for. */
function ToMatch({
  lines,
  onRecord,
}: {
  lines: AdvanceRepayment[]
  onRecord: (line: AdvanceRepayment) => void
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="match-title"
    >
      <Title order={2} fz="lg" id="match-title">
        Repayments to match
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        These settlements deducted an advance you have not recorded. Record it to say when it was advanced and
        what it paid for (the expense is posted once, from the advance).
      </Text>
      <TableScroll label="Repayments to match" minWidth={640}>
        <Table striped withTableBorder fz="sm" aria-label="Repayments to match">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Settlement</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Carrier</Table.Th>
              <Table.Th>Line</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={`${line.settlementId}:${line.settlementLinePosition}`}>
                <Table.Td>
                  <SettlementLink line={line} />
                </Table.Td>
                <Table.Td>{formatDate(line.date)}</Table.Td>
                <Table.Td>{line.payerName}</Table.Td>
                <Table.Td>{line.description || '—'}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.amountCents)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => onRecord(line)}>
                    Record this advance
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  )
}

function AdvanceTable({ items, onEdit }: { items: Advance[]; onEdit: (advance: Advance) => void }) {
  const remove = useDeleteAdvance()
  const label = useCategoryLabel()
  const onDelete = async (advance: Advance) => {
    const message = `Delete the ${formatMoney(advance.amountCents)} advance of ${formatDate(advance.date)}? The expense it posted is deleted with it; settlements stay as they are.`
    if (!(await confirmAction({ message }))) return
    remove.mutate(advance.id, {
      onSuccess: () => notifySuccess('Advance deleted'),
      onError: (error) => notifyError(errorText(error, 'Failed to delete the advance')),
    })
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="list-title"
    >
      <Title order={2} fz="lg" id="list-title" mb="sm">
        All advances
      </Title>
      <TableScroll label="Advances" minWidth={860}>
        <Table striped withTableBorder fz="sm" aria-label="Advances">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Carrier</Table.Th>
              <Table.Th>Paid as</Table.Th>
              <Table.Th>Paid for</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Repaid by</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((advance) => (
              <Table.Tr key={advance.id}>
                <Table.Td>{formatDate(advance.date)}</Table.Td>
                <Table.Td>{advance.payerName}</Table.Td>
                <Table.Td>
                  {ADVANCE_METHOD_LABELS[advance.method]}
                  {advance.reference && ` #${advance.reference}`}
                </Table.Td>
                <Table.Td>
                  {advance.expenseCategory
                    ? `${label(advance.expenseCategory)}: ${advance.description}`
                    : advance.description || '—'}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(advance.amountCents)}</Table.Td>
                <Table.Td>
                  {advance.repayment ? (
                    <Text size="sm">
                      <SettlementLink line={advance.repayment} />, {formatDate(advance.repayment.date)} (
                      {MATCHED_BY[advance.repayment.matchedBy]})
                    </Text>
                  ) : (
                    <Badge color={advance.outstanding ? 'orange' : 'gray'} variant="light">
                      {advance.outstanding ? 'Owed' : 'Not yet advanced'}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit the advance of ${formatDate(advance.date)}`}
                      onClick={() => onEdit(advance)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete the advance of ${formatDate(advance.date)}`}
                      onClick={() => void onDelete(advance)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  )
}

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
          <Outstanding today={today} />
          {toMatch.length > 0 && (
            <ToMatch lines={toMatch} onRecord={(line) => setTarget({ kind: 'from-line', line })} />
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
