import { Badge, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core'
import type { MileageEntry } from '@/contracts/mileage'
import { DetailField } from '@/web/components/ui/detail-field'
import { formatMiles, formatRate, PURPOSE_LABELS } from '@/web/features/mileage/lib/mileage-format'
import { formatDate, formatDateTime, formatMoney } from '@/web/lib/format'

interface MileageDetailsModalProps {
  entry: MileageEntry | null
  onClose: () => void
  onEdit: (entry: MileageEntry) => void
  /** Only where the standard rate applies to the user. */
  showDeduction: boolean
}

/** Every field of one mileage entry, read-only. */
export function MileageDetailsModal({ entry, onClose, onEdit, showDeduction }: MileageDetailsModalProps) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Mileage Entry" size="lg">
      {entry && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DetailField label="Date">{formatDate(entry.date)}</DetailField>
            <DetailField label="Miles">{formatMiles(entry.miles)}</DetailField>
            <DetailField label="Start Location">{entry.startLocation}</DetailField>
            <DetailField label="End Location">{entry.endLocation}</DetailField>
            <DetailField label="Purpose">
              <Badge variant="light" color={entry.purpose === 'business' ? 'blue' : 'gray'}>
                {PURPOSE_LABELS[entry.purpose]}
              </Badge>
            </DetailField>
            <DetailField label="IRS Rate">{formatRate(entry.rateCents)}</DetailField>
            {showDeduction && (
              <DetailField label="Deduction">
                {entry.purpose === 'business' ? formatMoney(entry.deductionCents) : 'None (personal miles)'}
              </DetailField>
            )}
            <DetailField label="Added">{formatDateTime(entry.createdAt)}</DetailField>
          </SimpleGrid>
          <DetailField label="Notes">{entry.notes || '—'}</DetailField>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onEdit(entry)}>Edit</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
