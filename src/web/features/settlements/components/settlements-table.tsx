import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core'
import { Link } from 'react-router'
import type { SettlementSummary } from '@/contracts/settlements'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  payerLabel,
  settlementDateLabel,
  settlementNumberLabel,
} from '@/web/features/settlements/lib/labels.ts'
import { formatMoney } from '@/web/lib/format'
import { pageSelection } from '@/web/lib/page-selection'
import { RowMenu } from './row-menu'
import { SettlementBadges } from './settlement-status-badge'

export interface SettlementRowsProps {
  settlements: SettlementSummary[]
  selected: ReadonlySet<string>
  onSelectedChange: (selected: Set<string>) => void
  onDelete: (settlement: SettlementSummary) => void
}

export function SettlementsTable({ settlements, selected, onSelectedChange, onDelete }: SettlementRowsProps) {
  const selection = pageSelection({ rows: settlements, selected, onChange: onSelectedChange })

  return (
    <TableScroll label="Settlements table" minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Settlements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all settlements"
                checked={selection.allSelected}
                indeterminate={selection.indeterminate}
                onChange={selection.toggleAll}
              />
            </Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Broker</Table.Th>
            <Table.Th>Trip Number</Table.Th>
            <Table.Th ta="right">Gross Amount</Table.Th>
            <Table.Th ta="right">Net Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settlements.map((settlement) => (
            <Table.Tr key={settlement.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select settlement ${payerLabel(settlement)} ${settlementDateLabel(settlement)}`}
                  checked={selected.has(settlement.id)}
                  onChange={() => selection.toggle(settlement.id)}
                />
              </Table.Td>
              <Table.Td>{settlementDateLabel(settlement)}</Table.Td>
              <Table.Td>
                <Text
                  component={Link}
                  to={`/settlements/${settlement.id}`}
                  size="sm"
                  fw={500}
                  c="inherit"
                  td="none"
                >
                  {payerLabel(settlement)}
                </Text>
              </Table.Td>
              <Table.Td>{settlementNumberLabel(settlement) ?? '—'}</Table.Td>
              <Table.Td ta="right">{formatMoney(settlement.grossCents)}</Table.Td>
              <Table.Td ta="right" fw={500}>
                {formatMoney(settlement.netCents)}
              </Table.Td>
              <Table.Td>
                <SettlementBadges status={settlement.status} needsReviewCount={settlement.needsReviewCount} />
              </Table.Td>
              <Table.Td>
                <RowMenu settlement={settlement} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
