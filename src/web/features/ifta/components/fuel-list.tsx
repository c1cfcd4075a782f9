import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { Link } from 'react-router'
import type { FuelPurchase } from '@/contracts/ifta'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { FUEL_TYPE_LABELS, gallonsLabel, priceLabel, truckLabel } from '@/web/features/ifta/lib/ifta-labels'
import { formatDate, formatMoney } from '@/web/lib/format'
import { RecordActions } from './record-actions'

export interface FuelRowsProps {
  purchases: FuelPurchase[]
  onDelete: (purchase: FuelPurchase) => void
  deletingId: string | null
}

/** "Pilot #391 · Amarillo, TX": the vendor and where, as far as known. */
export function placeLabel(purchase: Pick<FuelPurchase, 'vendor' | 'city' | 'jurisdiction'>): string {
  const where = [purchase.city, purchase.jurisdiction].filter(Boolean).join(', ')
  return [purchase.vendor, where].filter(Boolean).join(' · ')
}

const purchaseName = (p: FuelPurchase) => `fuel purchase of ${formatDate(p.date)}`

function PurchaseDate({ purchase }: { purchase: FuelPurchase }) {
  if (purchase.locked)
    return (
      <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(purchase.date)}
      </Text>
    )
  return (
    <Text
      component={Link}
      to={`/ifta/fuel/${purchase.id}/edit`}
      size="sm"
      fw={600}
      c="blue.8"
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatDate(purchase.date)}
    </Text>
  )
}

/** Diesel is the return's fuel; any other says so, and fuel bought without its tax says that. */
function FuelBadges({ purchase }: { purchase: FuelPurchase }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={purchase.fuelType === 'diesel' ? 'blue' : 'gray'}>
        {FUEL_TYPE_LABELS[purchase.fuelType]}
      </Badge>
      {!purchase.taxPaid && (
        <Badge variant="light" color="orange">
          Tax not paid
        </Badge>
      )}
    </Group>
  )
}

export function FuelTable({ purchases, onDelete, deletingId }: FuelRowsProps) {
  return (
    <TableScroll label="Fuel purchases table" minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Fuel purchases">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Where</Table.Th>
            <Table.Th>Truck</Table.Th>
            <Table.Th ta="right">Gallons</Table.Th>
            <Table.Th ta="right">Price / gal</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Fuel</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.map((purchase) => (
            <Table.Tr key={purchase.id}>
              <Table.Td>
                <PurchaseDate purchase={purchase} />
              </Table.Td>
              <Table.Td>{placeLabel(purchase)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{truckLabel(purchase.truckUnit)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {gallonsLabel(purchase.gallons)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {purchase.pricePerGallon ? priceLabel(purchase.pricePerGallon) : '—'}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(purchase.amountCents)}
              </Table.Td>
              <Table.Td>
                <FuelBadges purchase={purchase} />
              </Table.Td>
              <Table.Td>
                <RecordActions
                  locked={purchase.locked}
                  editTo={`/ifta/fuel/${purchase.id}/edit`}
                  name={purchaseName(purchase)}
                  onDelete={() => onDelete(purchase)}
                  deleting={deletingId === purchase.id}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}

/** The purchases on a phone: one card each, every value of the table's row on it. */
export function FuelCards({ purchases, onDelete, deletingId }: FuelRowsProps) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Fuel purchases">
      {purchases.map((purchase) => (
        <Paper key={purchase.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <PurchaseDate purchase={purchase} />
            <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(purchase.amountCents)}
            </Text>
          </Group>
          <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
            {placeLabel(purchase)}
          </Text>
          <Text size="sm" c="dimmed">
            {gallonsLabel(purchase.gallons)}
            {purchase.pricePerGallon && ` at ${priceLabel(purchase.pricePerGallon)}`} ·{' '}
            {truckLabel(purchase.truckUnit)}
          </Text>
          <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
            <FuelBadges purchase={purchase} />
            <RecordActions
              locked={purchase.locked}
              editTo={`/ifta/fuel/${purchase.id}/edit`}
              name={purchaseName(purchase)}
              onDelete={() => onDelete(purchase)}
              deleting={deletingId === purchase.id}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
