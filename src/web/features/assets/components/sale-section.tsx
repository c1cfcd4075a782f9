import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import type { Asset } from '@/contracts/assets'
import { DetailField } from '@/web/components/ui/detail-field'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useAssetDepreciation, useUpdateAsset } from '../api/assets-api'

/**
 * A sold tractor may have heavy vehicle use tax paid for months it no longer runs: a plain notice,
 * the figure is the Form 2290 calculator's.
 */
function HvutCreditNotice() {
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title="Form 2290 credit">
      A truck sold before the end of the tax period (July 1 – June 30) on which you paid the heavy vehicle use
      tax may have a credit for the months left: claim it on your next Form 2290 (line 5), or ask for a refund
      on Form 8849 with its Schedule 6.
    </Alert>
  )
}

/** The sale of an asset: its date and proceeds, and the gain or loss and recapture the server figures. */
export function SaleSection({
  asset,
  onEdit,
}: {
  asset: Asset & { disposedDate: string }
  onEdit: () => void
}) {
  const year = Number(asset.disposedDate.slice(0, 4))
  const [figures] = useAssetDepreciation(asset.id, [year])
  const update = useUpdateAsset(asset.id)
  const disposal = figures?.data?.disposal
  const undo = async () => {
    const message = 'Remove the sale? The equipment is depreciated again as still in service.'
    if (!(await confirmAction({ message, confirmLabel: 'Remove Sale' }))) return
    update.mutate(
      { disposedDate: null, saleProceedsCents: null },
      {
        onSuccess: () => notifySuccess('Sale removed'),
        onError: (error) => notifyError(errorText(error, 'Failed to remove the sale')),
      },
    )
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Sale">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Sold {formatDate(asset.disposedDate)}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onEdit}>
            Change Sale
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={() => void undo()}>
            Remove Sale
          </Button>
        </Group>
      </Group>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <DetailField label="Proceeds">{formatMoney(asset.saleProceedsCents ?? 0)}</DetailField>
          <DetailField label="Adjusted basis">
            {disposal ? formatMoney(disposal.adjustedBasisCents) : '…'}
          </DetailField>
          <DetailField label={disposal && disposal.gainCents < 0 ? 'Loss' : 'Gain'}>
            {disposal ? formatMoney(Math.abs(disposal.gainCents)) : '…'}
          </DetailField>
          <DetailField label="Recapture (ordinary income)">
            {disposal ? formatMoney(disposal.recaptureCents) : '…'}
          </DetailField>
        </SimpleGrid>
        {disposal && (
          <Text size="sm" c="dimmed">
            Report the sale on Form 4797:{' '}
            {disposal.gainCents < 0
              ? 'the loss is a section 1231 loss.'
              : `the section 1245 recapture of ${formatMoney(disposal.recaptureCents)} is ordinary income; the rest of the gain, ${formatMoney(disposal.section1231GainCents)}, is section 1231 gain.`}
          </Text>
        )}
        {(asset.holding === 'loan' || asset.holding === 'lease_purchase') && (
          <Text size="sm" c="dimmed">
            If the sale paid off its loan, record the payoff as a payment on the loan: its balance then reads
            $0.
          </Text>
        )}
        {asset.kind === 'tractor' && <HvutCreditNotice />}
      </Stack>
    </Paper>
  )
}
