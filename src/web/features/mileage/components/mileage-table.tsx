import { Badge, Table, Text, VisuallyHidden } from '@mantine/core'
import type { MileageEntry } from '@/contracts/mileage'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatMiles, PURPOSE_LABELS } from '@/web/features/mileage/lib/mileage-format'
import { formatDate, formatMoney } from '@/web/lib/format'
import { MileageActions, type MileageActionsProps, routeOf } from './mileage-actions'

export interface MileageListProps extends MileageActionsProps {
  entries: MileageEntry[]
  /** Only where the standard rate applies to the user: otherwise there is no deduction to show. */
  showDeduction: boolean
}

export function MileageTable({ entries, showDeduction, ...actions }: MileageListProps) {
  return (
    <TableScroll label="Mileage table" minWidth={680}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Mileage entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Route</Table.Th>
            <Table.Th ta="right">Miles</Table.Th>
            <Table.Th>Purpose</Table.Th>
            {showDeduction && <Table.Th ta="right">Deduction</Table.Th>}
            <Table.Th w={120}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {routeOf(entry)}
                </Text>
                {entry.notes && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {entry.notes}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatMiles(entry.miles)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={entry.purpose === 'business' ? 'blue' : 'gray'}>
                  {PURPOSE_LABELS[entry.purpose]}
                </Badge>
              </Table.Td>
              {showDeduction && (
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(entry.deductionCents)}
                </Table.Td>
              )}
              <Table.Td>
                <MileageActions entry={entry} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
