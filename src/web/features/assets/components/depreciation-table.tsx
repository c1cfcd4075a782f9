import { Badge, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { Asset } from '@/contracts/assets'
import { LoadError } from '@/web/components/ui/load-error'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatMoney } from '@/web/lib/format'
import { useAssetDepreciation } from '../api/assets-api'
import { depreciationYears } from './depreciation-years'

/** The asset's depreciation year by year (Form 4562 of each year), as the server figures it. */
export function DepreciationTable({ asset, thisYear }: { asset: Asset; thisYear: number }) {
  const years = depreciationYears(asset, thisYear)
  const results = useAssetDepreciation(asset.id, years)
  const failed = results.find((r) => r.isError)
  const rows = results.flatMap((r) => (r.data ? [r.data] : []))
  const notes = [...new Set(rows.map((r) => r.note).filter((n): n is string => Boolean(n)))]
  const first = rows[0]
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="Depreciation by year"
    >
      <Title order={2} fz="lg" mb={4}>
        Depreciation by year
      </Title>
      {first && first.basis === 'purchase' && (
        <Text size="sm" c="dimmed" mb="sm">
          {formatMoney(first.businessBasisCents)} of business cost over {first.recoveryYears} years,{' '}
          {first.method === 'macrs' ? 'MACRS' : 'straight line'}
          {first.convention === 'mid_quarter' ? ', mid-quarter convention' : ', half-year convention'}
          {first.bonusPercent !== '0' && `, ${first.bonusPercent} % bonus`}.
        </Text>
      )}
      {rows.some((row) => row.year > thisYear) && (
        <Text size="sm" c="dimmed" mb="sm">
          Years after {thisYear} are planned: what the tables give if nothing changes.
        </Text>
      )}
      {failed ? (
        <LoadError title="Failed to load the depreciation" onRetry={() => void failed.refetch()} />
      ) : rows.length < years.length ? (
        <Loader size="sm" aria-label="Loading the depreciation" />
      ) : (
        <Stack gap="xs">
          <TableScroll label="Depreciation by year" minWidth={640}>
            <Table striped withTableBorder fz="sm" aria-label="Depreciation by year">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Year</Table.Th>
                  <Table.Th ta="right">Section 179</Table.Th>
                  <Table.Th ta="right">Bonus</Table.Th>
                  <Table.Th ta="right">MACRS</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th ta="right">Basis remaining</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.year}>
                    <Table.Td>
                      {row.year}
                      {row.year > thisYear && (
                        <Badge ml="xs" size="xs" variant="light" color="gray">
                          Planned
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(row.section179Cents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.bonusCents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.macrsCents)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(row.depreciationCents)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {row.disposal ? 'Sold' : formatMoney(row.basisRemainingCents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {notes.map((note) => (
            <Text key={note} size="sm" c="dimmed">
              {note}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  )
}
