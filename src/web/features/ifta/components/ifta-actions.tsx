import { Button, Group } from '@mantine/core'
import { IconFileImport, IconGasStation, IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import { ReadPrintedDocument } from '@/web/components/documents/read-printed-document'

/** The records a return is built from, typed, read from a receipt or imported, one tap away on every IFTA list. */
export function IftaActions() {
  return (
    <Group gap="sm">
      <Button component={Link} to="/ifta/trips/new" leftSection={<IconPlus size={16} aria-hidden />}>
        New Trip
      </Button>
      <Button
        component={Link}
        to="/ifta/fuel/new"
        variant="default"
        leftSection={<IconGasStation size={16} aria-hidden />}
      >
        New Fuel Purchase
      </Button>
      <ReadPrintedDocument
        kind="fuel_receipt"
        label="Read Fuel Receipt"
        readingText="Reading the fuel receipt… the purchase opens when it is read."
        destination={(doc) => (doc.fuelPurchaseIds[0] ? `/ifta/fuel/${doc.fuelPurchaseIds[0]}/edit` : null)}
      />
      <Button
        component={Link}
        to="/ifta/import"
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
      >
        Import ELD or Fuel Card
      </Button>
    </Group>
  )
}
