import { Button, Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconEdit, IconRoute, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { LOAD_MESSAGES, type Load } from '@/contracts/loads'
import { BackLink } from '@/web/components/ui/back-link'
import { DetailField } from '@/web/components/ui/detail-field'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useDeleteLoad, useLoad } from '@/web/features/loads/api/loads-api'
import { DiscrepancyAlert, ReviewBanner } from '@/web/features/loads/components/load-alerts'
import { NeedsReviewBadge } from '@/web/features/loads/components/load-badges'
import { LoadDocuments } from '@/web/features/loads/components/load-documents'
import { LoadNotFound } from '@/web/features/loads/components/load-not-found'
import { LoadPay } from '@/web/features/loads/components/load-pay'
import { LoadProfitSection } from '@/web/features/loads/components/load-profit'
import { StatusChanger } from '@/web/features/loads/components/status-changer'
import { StopsTimeline } from '@/web/features/loads/components/stops-timeline'
import { loadTitle, payerNameLabel, routeLabel } from '@/web/features/loads/lib/load-labels'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatCount, formatDate } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'

export function LoadDetailPage() {
  const { id = '' } = useParams()
  const load = useLoad(id)
  if (load.isPending) return <PageLoader />
  if (load.isError) return <LoadNotFound error={load.error} onRetry={() => load.refetch()} />
  return <LoadDetail load={load.data} />
}

const ORIGIN_LABELS: Record<Load['origin'], string> = {
  typed: 'Typed in',
  rate_confirmation: 'Read from its rate confirmation',
  settlement: 'Made from a settlement line',
}

const miles = (value: number | null) => (value === null ? null : `${formatCount(value)} mi`)

function LoadDetail({ load }: { load: Load }) {
  const navigate = useNavigate()
  const remove = useDeleteLoad()

  const onDelete = async () => {
    const message = load.settlementId
      ? 'Delete this load? The settlement that paid it keeps its lines; the load and its rate are gone.'
      : 'Delete this load with its stops and rate lines?'
    if (!(await confirmAction({ message }))) return
    try {
      await remove.mutateAsync(load.id)
      notifySuccess(LOAD_MESSAGES.deleted)
      navigate('/loads')
    } catch (error) {
      notifyError(errorText(error, 'Failed to delete load'))
    }
  }

  const references = [
    load.poNumber && `PO ${load.poNumber}`,
    load.bolNumber && `BOL ${load.bolNumber}`,
    load.proNumber && `PRO ${load.proNumber}`,
  ].filter(Boolean)
  const facts: [string, ReactNode][] = [
    ['Pickup', load.pickupDate ? formatDate(load.pickupDate) : '—'],
    ['Delivery', load.deliveryDate ? formatDate(load.deliveryDate) : '—'],
    ['Loaded / empty miles', `${miles(load.loadedMiles) ?? '—'} / ${miles(load.emptyMiles) ?? '—'}`],
    ...(load.paidMiles !== null ? [['Paid miles', miles(load.paidMiles)] as [string, ReactNode]] : []),
    ...(load.shipper ? [['Shipper', load.shipper] as [string, ReactNode]] : []),
    ...(load.receiver ? [['Receiver', load.receiver] as [string, ReactNode]] : []),
    ...(load.truckUnit ? [['Truck', `Unit ${load.truckUnit}`] as [string, ReactNode]] : []),
    ...(load.driverName ? [['Driver', load.driverName] as [string, ReactNode]] : []),
    ...(load.commodity || load.weightLb !== null
      ? [
          [
            'Freight',
            [load.commodity, load.weightLb !== null && `${formatCount(load.weightLb)} lb`]
              .filter(Boolean)
              .join(' · '),
          ] as [string, ReactNode],
        ]
      : []),
    ...(references.length ? [['References', references.join(' · ')] as [string, ReactNode]] : []),
    ['Source', ORIGIN_LABELS[load.origin]],
  ]

  return (
    <>
      <BackLink to="/loads" label="Back to Loads" />
      <PageTitle
        title={loadTitle(load)}
        actions={
          load.editable && (
            <Group gap="xs">
              <Button
                component={Link}
                to={`/loads/${load.id}/edit`}
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
              >
                Edit
              </Button>
              {/* The trip sheet for IFTA: the load's truck, dates and stops' states, the miles to add. */}
              <Button
                component={Link}
                to={`/ifta/trips/new?loadId=${load.id}`}
                variant="default"
                leftSection={<IconRoute size={16} aria-hidden />}
              >
                Make a trip sheet
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                onClick={() => void onDelete()}
              >
                Delete
              </Button>
            </Group>
          )
        }
      />
      <Stack gap="md">
        <ReviewBanner load={load} />
        <DiscrepancyAlert load={load} />
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label="Load details"
        >
          <Group justify="space-between" align="flex-end" gap="sm" mb="md">
            <DetailField label="Payer">
              <Group gap="xs">
                <Text fw={600} size="lg" component="span" style={{ overflowWrap: 'anywhere' }}>
                  {payerNameLabel(load)}
                </Text>
                <NeedsReviewBadge needsReview={load.needsReview && !load.editable} />
              </Group>
              <Text size="sm" c="dimmed" component="div">
                {routeLabel(load)}
              </Text>
            </DetailField>
            <DetailField label="Status">
              <StatusChanger load={load} />
            </DetailField>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="sm">
            {facts.map(([label, value]) => (
              <DetailField key={label} label={label}>
                {value}
              </DetailField>
            ))}
          </SimpleGrid>
          {load.notes && (
            <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
              {load.notes}
            </Text>
          )}
        </Paper>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <StopsTimeline stops={load.stops} />
              <LoadDocuments load={load} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <LoadPay load={load} />
              <LoadProfitSection loadId={load.id} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  )
}
