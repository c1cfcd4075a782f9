import { Anchor, Badge, Table } from '@mantine/core'
import { Link } from 'react-router'
import type { Asset, DepreciationSummary } from '@/contracts/assets'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatDate, formatMoney } from '@/web/lib/format'
import { ASSET_KIND_LABELS, HOLDING_LABELS } from './asset-labels'

/** The equipment list with each asset's depreciation of the year and what is left of its cost. */
export function AssetTable({
  assets,
  year,
  summary,
}: {
  assets: Asset[]
  year: number
  summary: DepreciationSummary | undefined
}) {
  const figures = new Map(summary?.assets.map((f) => [f.assetId, f]))
  const unknown = summary === undefined ? '…' : '—'
  return (
    <TableScroll label="Equipment" minWidth={860}>
      <Table striped withTableBorder fz="sm" aria-label="Equipment">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Held</Table.Th>
            <Table.Th ta="right">Cost</Table.Th>
            <Table.Th>Placed in service</Table.Th>
            <Table.Th ta="right">{year} depreciation</Table.Th>
            <Table.Th ta="right">Book value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.map((asset) => {
            const figure = figures.get(asset.id)
            const rent = asset.holding === 'true_lease'
            return (
              <Table.Tr key={asset.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/equipment/${asset.id}`} size="sm" fw={600}>
                    {asset.description}
                  </Anchor>
                  {asset.disposedDate && (
                    <Badge ml="xs" size="sm" variant="light" color="gray">
                      Sold {formatDate(asset.disposedDate)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{ASSET_KIND_LABELS[asset.kind]}</Table.Td>
                <Table.Td>{HOLDING_LABELS[asset.holding]}</Table.Td>
                <Table.Td ta="right">{formatMoney(asset.costCents)}</Table.Td>
                <Table.Td>{formatDate(asset.placedInServiceDate)}</Table.Td>
                <Table.Td ta="right">
                  {rent ? 'Rent' : figure ? formatMoney(figure.depreciationCents) : unknown}
                </Table.Td>
                <Table.Td ta="right">
                  {rent || asset.disposedDate || !figure ? unknown : formatMoney(figure.basisRemainingCents)}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
