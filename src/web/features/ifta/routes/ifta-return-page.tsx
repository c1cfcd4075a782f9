import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconGasStation, IconPlus, IconReceiptTax } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { IFTA_MESSAGES, type IftaReturn } from '@/contracts/ifta'
import { parseQuarter } from '@/domain/ifta/quarter'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { BackLink } from '@/web/components/ui/back-link'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { NotFoundCard } from '@/web/components/ui/not-found-card'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useIftaReturn } from '@/web/features/ifta/api/ifta-api'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import { JurisdictionTable } from '@/web/features/ifta/components/jurisdiction-table'
import { ReturnChecks } from '@/web/features/ifta/components/return-checks'
import { ReturnHistory } from '@/web/features/ifta/components/return-history'
import { ReturnActions, ReturnStatusBanner } from '@/web/features/ifta/components/return-status'
import { OverdueBadge, ReturnStatusBadge } from '@/web/features/ifta/components/return-status-badge'
import { ReturnSummary } from '@/web/features/ifta/components/return-summary'
import { countLabel, isOverdue } from '@/web/features/ifta/lib/ifta-labels'
import { useToday } from '@/web/lib/today'

/** /ifta/2025Q4: a quarter's return, built from its records, with what to check before filing it. */
export function IftaReturnPage() {
  return (
    <IftaAccess>
      <QuarterReturn />
    </IftaAccess>
  )
}

function QuarterReturn() {
  const { quarter = '' } = useParams()
  if (!parseQuarter(quarter))
    return (
      <NotFoundCard
        message={`No such quarter. ${IFTA_MESSAGES.quarterInvalid}.`}
        to="/ifta"
        label="Back to IFTA"
      />
    )
  return <LoadedReturn quarter={quarter} />
}

function LoadedReturn({ quarter }: { quarter: string }) {
  const [truckId, setTruckId] = useState<string | null>(null)
  const ifta = useIftaReturn(quarter, truckId)
  const today = useToday()
  if (ifta.isPending) return <PageLoader />
  if (ifta.isError)
    return (
      <>
        <BackLink to="/ifta" label="Back to IFTA" />
        <LoadError title={IFTA_MESSAGES.loadFailed} onRetry={() => ifta.refetch()} />
      </>
    )
  const data = ifta.data
  const empty = data.trips === 0 && data.purchases === 0 && data.status === 'open'
  return (
    <>
      <BackLink to="/ifta" label="Back to IFTA" />
      <PageTitle
        title={`IFTA return, ${data.label}`}
        actions={truckId ? undefined : <ReturnActions ifta={data} />}
      />
      <Group gap="xs" mt={-8} mb="md">
        <ReturnStatusBadge status={data.status} />
        {isOverdue(data, today) && <OverdueBadge />}
        <Text size="sm" c="dimmed">
          {countLabel(data.trips, 'trip')} · {countLabel(data.purchases, 'fuel purchase')}
          {data.version > 1 && ` · version ${data.version}`}
        </Text>
      </Group>
      <Stack gap="md">
        <ReturnStatusBanner ifta={data} />
        <Group align="flex-end" gap="sm">
          <TruckSelect
            value={truckId}
            onChange={setTruckId}
            label="Look at one truck"
            placeholder="All trucks (the return)"
          />
          {truckId && (
            <Text size="sm" c="dimmed" maw={520}>
              One truck's records for a look; the return you file is every qualified truck together.
            </Text>
          )}
        </Group>
        {empty ? <NoRecords ifta={data} /> : <ReturnBody ifta={data} />}
        <ReturnHistory history={data.history} />
      </Stack>
    </>
  )
}

function ReturnBody({ ifta }: { ifta: IftaReturn }) {
  const records = `?quarter=${ifta.quarter}`
  return (
    <>
      <ReturnSummary ifta={ifta} />
      <ReturnChecks checks={ifta.checks} filed={ifta.status === 'filed'} />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-label="Jurisdictions"
      >
        <Group justify="space-between" gap="xs" mb="sm">
          <Title order={2} fz="lg">
            Jurisdictions
          </Title>
          <Group gap="md">
            <Anchor component={Link} to={`/ifta/trips${records}`} size="sm">
              This quarter’s trips
            </Anchor>
            <Anchor component={Link} to={`/ifta/fuel${records}`} size="sm">
              This quarter’s fuel
            </Anchor>
          </Group>
        </Group>
        {ifta.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No miles in any state yet: the lines come from the quarter’s trips.
          </Text>
        ) : (
          <JurisdictionTable ifta={ifta} />
        )}
        {ifta.excludedTrucks.length > 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            Left out as not qualified (two axles, 26,000 lb or less):{' '}
            {ifta.excludedTrucks.map((u) => `Unit ${u}`).join(', ')}.
          </Text>
        )}
      </Paper>
    </>
  )
}

function NoRecords({ ifta }: { ifta: IftaReturn }) {
  return (
    <Paper withBorder radius="md">
      <EmptyState
        icon={IconReceiptTax}
        title={`No IFTA records for ${ifta.label}`}
        description="Add the quarter’s trips and fuel purchases to build its return. A quarter with no travel still needs a return filed: mark it filed once you have sent it."
        action={
          <Group gap="sm" justify="center" mt="xs">
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
          </Group>
        }
      />
    </Paper>
  )
}
