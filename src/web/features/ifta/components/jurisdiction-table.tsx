import { Badge, Group, Table, Text } from '@mantine/core'
import type { IftaReturn } from '@/contracts/ifta'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { jurisdictionLabel, rateLabel, signedCount, signedMoney } from '@/web/features/ifta/lib/ifta-labels'
import { returnTotals } from '@/web/features/ifta/lib/return-totals'
import { formatCount } from '@/web/lib/format'

type Row = IftaReturn['rows'][number]

const nowrap = { whiteSpace: 'nowrap' } as const

/** A money cell: the figure, "—" for a place IFTA does not tax, "No rate" where the quarter has none. */
function MoneyCell({ row, cents }: { row: Row; cents: number | null | undefined }) {
  if (!row.member)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    )
  if (cents === null)
    return (
      <Text span size="sm" c="orange.9">
        No rate
      </Text>
    )
  if (cents === undefined)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    )
  return <>{signedMoney(cents)}</>
}

/** The return's lines, one per state or province driven in, with its totals. */
export function JurisdictionTable({ ifta }: { ifta: IftaReturn }) {
  const count = (n: number) => formatCount(n)
  const totals = returnTotals(ifta.rows)
  return (
    <TableScroll label="Jurisdictions table" minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label="Jurisdictions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Jurisdiction</Table.Th>
            <Table.Th ta="right">Total miles</Table.Th>
            <Table.Th ta="right">Taxable miles</Table.Th>
            <Table.Th ta="right">Taxable gallons</Table.Th>
            <Table.Th ta="right">Tax-paid gallons</Table.Th>
            <Table.Th ta="right">Net gallons</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th ta="right">Tax</Table.Th>
            <Table.Th ta="right">Surcharge</Table.Th>
            <Table.Th ta="right">Due</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ifta.rows.map((row) => (
            <Table.Tr key={row.jurisdiction} c={row.member ? undefined : 'dimmed'}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text span size="sm" fw={row.member ? 600 : 400}>
                    {jurisdictionLabel(row.jurisdiction)}
                  </Text>
                  {!row.member && (
                    <Badge
                      size="sm"
                      variant="outline"
                      color="gray"
                      title="Not an IFTA member: its miles count in the total miles, never taxed"
                    >
                      not IFTA
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {count(row.totalMiles)}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {count(row.taxableMiles)}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {count(row.taxableGallons)}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {count(row.taxPaidGallons)}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {signedCount(row.netTaxableGallons)}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {!row.member ? (
                  '—'
                ) : row.rate === null ? (
                  <Text span size="sm" c="orange.9">
                    No rate
                  </Text>
                ) : (
                  rateLabel(row.rate)
                )}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                <MoneyCell row={row} cents={row.taxCents} />
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                <MoneyCell row={row} cents={row.rate === null ? null : row.surchargeCents} />
              </Table.Td>
              <Table.Td ta="right" style={nowrap} fw={600}>
                <MoneyCell row={row} cents={row.totalDueCents} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td ta="right" style={nowrap}>
              {count(ifta.totalMiles)}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {count(totals.taxableMiles)}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {count(totals.taxableGallons)}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {count(totals.taxPaidGallons)}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {signedCount(totals.netTaxableGallons)}
            </Table.Td>
            {/* Every cell holds something: a card on a phone shows each with its column's name. */}
            <Table.Td ta="right">—</Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {signedMoney(totals.taxCents)}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {totals.surchargeCents === null ? '—' : signedMoney(totals.surchargeCents)}
            </Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {signedMoney(ifta.totalDueCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  )
}
