import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { IconCoin, IconPencil, IconReceiptTax, IconScale, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import type { Asset } from '@/contracts/assets'
import { BackLink } from '@/web/components/ui/back-link'
import { DetailField } from '@/web/components/ui/detail-field'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'
import { useTrucks } from '@/web/lib/trucks'
import { useAsset, useAssetDepreciation, useDeleteAsset } from '../api/assets-api'
import { AssetFormModal } from '../components/asset-form-modal'
import {
  ASSET_KIND_LABELS,
  ASSET_LOAD_FAILED,
  HOLDING_LABELS,
  METHOD_LABELS,
} from '../components/asset-labels'
import { AssetLoans } from '../components/asset-loans'
import { DepreciationTable } from '../components/depreciation-table'
import { SaleFormModal } from '../components/sale-form-modal'
import { SaleSection } from '../components/sale-section'

function Details({ asset }: { asset: Asset }) {
  const truck = useTrucks().data?.items.find((t) => t.id === asset.truckId)
  const rent = asset.holding === 'true_lease'
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Details">
      <Title order={2} fz="lg" mb="sm">
        Details
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <DetailField label="Kind">{ASSET_KIND_LABELS[asset.kind]}</DetailField>
        <DetailField label="Truck">{truck ? `Unit ${truck.unitNumber}` : '—'}</DetailField>
        <DetailField label="Held">{HOLDING_LABELS[asset.holding]}</DetailField>
        <DetailField label="Business use">{asset.businessUsePercent} %</DetailField>
        <DetailField label="Acquired">
          {formatDate(asset.acquiredDate ?? asset.placedInServiceDate)}
        </DetailField>
        <DetailField label="Placed in service">{formatDate(asset.placedInServiceDate)}</DetailField>
        {!rent && (
          <>
            <DetailField label="Method">
              {METHOD_LABELS[asset.depreciation.method]}, {asset.recoveryYears}-year property
            </DetailField>
            <DetailField label="Bonus">
              {asset.depreciation.bonus === 'elect_out' ? 'Elected out' : 'Taken'}
            </DetailField>
            <DetailField label="Section 179">{formatMoney(asset.depreciation.section179Cents)}</DetailField>
          </>
        )}
      </SimpleGrid>
    </Paper>
  )
}

function Figures({ asset, year }: { asset: Asset; year: number }) {
  const [figures] = useAssetDepreciation(asset.id, [year])
  const f = figures?.data
  const rent = asset.holding === 'true_lease'
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <StatCard
        label="Cost"
        value={formatMoney(asset.costCents)}
        hint={`${asset.businessUsePercent} % business use`}
        icon={IconCoin}
        color="gray"
      />
      <StatCard
        label={`${year} depreciation`}
        value={rent ? 'Rent' : f ? formatMoney(f.depreciationCents) : figures?.isError ? '—' : null}
        hint={rent ? 'A true lease is deducted as rent' : 'Schedule C line 13, through Form 4562'}
        icon={IconReceiptTax}
        color="blue"
      />
      <StatCard
        label="Book value"
        value={
          rent || asset.disposedDate
            ? '—'
            : f
              ? formatMoney(f.basisRemainingCents)
              : figures?.isError
                ? '—'
                : null
        }
        hint={asset.disposedDate ? 'Sold' : `Business cost not yet deducted at the end of ${year}`}
        icon={IconScale}
        color="gray"
      />
    </SimpleGrid>
  )
}

/** One piece of equipment: its figures, its depreciation year by year, its loan and its sale. */
export function AssetPage() {
  const { id = '' } = useParams()
  const asset = useAsset(id)
  const today = useToday()
  const year = Number(today.slice(0, 4))
  const navigate = useNavigate()
  const remove = useDeleteAsset()
  const [editing, setEditing] = useState<Asset | undefined>(undefined)
  const [selling, setSelling] = useState<Asset | undefined>(undefined)
  if (asset.isPending) return <PageLoader />
  if (asset.isError)
    return (
      <>
        <BackLink to="/equipment" label="Back to Equipment" />
        <LoadError title={errorText(asset.error, ASSET_LOAD_FAILED)} onRetry={() => asset.refetch()} />
      </>
    )
  const a = asset.data
  const onDelete = async () => {
    const message = `Delete ${a.description}? Its depreciation leaves your books; a loan that bought it stays, with its payments.`
    if (!(await confirmAction({ message }))) return
    remove.mutate(a.id, {
      onSuccess: () => {
        notifySuccess('Equipment deleted')
        navigate('/equipment')
      },
      onError: (error) => notifyError(errorText(error, 'Failed to delete the equipment')),
    })
  }
  return (
    <>
      <BackLink to="/equipment" label="Back to Equipment" />
      <PageTitle
        title={a.description}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(a)}>
              Edit
            </Button>
            {!a.disposedDate && (
              <Button variant="default" onClick={() => setSelling(a)}>
                Record Sale
              </Button>
            )}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void onDelete()}
            >
              Delete
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Figures asset={a} year={year} />
        {a.disposedDate && (
          <SaleSection asset={{ ...a, disposedDate: a.disposedDate }} onEdit={() => setSelling(a)} />
        )}
        <Details asset={a} />
        <AssetLoans asset={a} />
        {a.holding !== 'true_lease' && <DepreciationTable asset={a} thisYear={year} />}
      </Stack>
      <AssetFormModal asset={editing} onClose={() => setEditing(undefined)} />
      <SaleFormModal asset={selling} today={today} onClose={() => setSelling(undefined)} />
    </>
  )
}
