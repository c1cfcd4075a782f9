import { Button, Group, SegmentedControl, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconCash, IconChartBar, IconFileTypePdf, IconRoad, IconTruckDelivery } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { booksLoads } from '@/contracts/access-policy'
import { LOAD_REPORT_GROUPS, type LoadReportGroup, ZLoadReportQuery } from '@/contracts/loads'
import { periodRange } from '@/domain/period'
import { BackLink } from '@/web/components/ui/back-link'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { TablePager } from '@/web/components/ui/table-pager'
import { loadReportFileUrl, useLoadReport } from '@/web/features/reports/api/reports-api'
import { GROUP_LABELS, LoadReportTable } from '@/web/features/reports/components/load-report-table'
import { ReportSection } from '@/web/features/reports/components/report-section'
import { CsvButton, ReportToolbar } from '@/web/features/reports/components/report-toolbar'
import { useReportPeriod } from '@/web/features/reports/lib/use-report-period'
import { ApiError } from '@/web/lib/api'
import { fetchDownload } from '@/web/lib/download'
import { formatCount, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useRoleAllows } from '@/web/lib/session'
import { usePhone } from '@/web/lib/use-phone'

const PERIODS = ['monthly', 'quarterly', 'yearly'] as const
const PAGE_SIZE = 50
const FAILED = 'Failed to load the load profit report'
const GROUP_OPTIONS = LOAD_REPORT_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))

/** A lane end as typed: blank is open; anything else must be a two-letter code (the API's own rule). */
function laneEnd(typed: string): { value?: string; error?: string } {
  if (typed.trim() === '') return {}
  const parsed = ZLoadReportQuery.shape.origin.safeParse(typed)
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message }
}

/**
 * /reports/loads: what the loads of a period made, by load, broker (with the days they take to
 * pay), lane, truck, driver or month; by month with a lane, what that lane paid a mile month by
 * month, to quote from.
 */
export function LoadReportPage() {
  const { period, date, setPeriod } = useReportPeriod('yearly')
  // `?by=driver` (the Trucks & Drivers page links here so) opens on that grouping.
  const [searchParams] = useSearchParams()
  const asked = searchParams.get('by')
  const [groupBy, setGroupBy] = useState<LoadReportGroup>(
    (LOAD_REPORT_GROUPS as readonly string[]).includes(asked ?? '') ? (asked as LoadReportGroup) : 'load',
  )
  const [page, setPage] = useState(1)
  const [lane, setLane] = useState({ origin: '', destination: '' })
  const [typed] = useDebouncedValue(lane, 300)
  const phone = usePhone()
  const addsLoads = useRoleAllows(booksLoads)

  const origin = laneEnd(typed.origin)
  const destination = laneEnd(typed.destination)
  const byMonth = groupBy === 'month'
  const range = periodRange(period, date)
  const query = {
    ...range,
    groupBy,
    ...(byMonth ? { origin: origin.value, destination: destination.value } : {}),
  }
  const report = useLoadReport({ ...query, page, pageSize: PAGE_SIZE })
  const data = report.isError ? undefined : report.data
  const totals = data?.totals
  const laneText =
    byMonth && (origin.value || destination.value)
      ? `${origin.value ?? 'Any state'} → ${destination.value ?? 'any state'}`
      : null
  const name = laneText ? `${laneText} by month` : `Load profit by ${GROUP_LABELS[groupBy].toLowerCase()}`

  useEffect(() => {
    if (report.isError) notifyError(FAILED)
  }, [report.isError])

  const choose = (next: LoadReportGroup) => {
    setGroupBy(next)
    setPage(1)
  }
  return (
    <>
      <BackLink to="/reports" label="Back to Reports" />
      <PageTitle
        title="Load Profit"
        actions={
          <Group gap="xs">
            <CsvButton href={loadReportFileUrl('csv', query)} name="Load Profit" />
            <PdfButton url={loadReportFileUrl('pdf', query)} />
          </Group>
        }
      />
      <ReportToolbar
        periods={PERIODS}
        period={period}
        date={date}
        range={data?.range}
        refreshing={report.isFetching}
        onChange={(next) => {
          setPeriod(next)
          setPage(1)
        }}
        onRefresh={() => void report.refetch()}
      />
      <Group gap="sm" mb="md" align="flex-end">
        {phone ? (
          <Select
            label="Group by"
            data={GROUP_OPTIONS}
            value={groupBy}
            allowDeselect={false}
            onChange={(value) => choose((value ?? 'load') as LoadReportGroup)}
            w="100%"
          />
        ) : (
          <div>
            <Text size="sm" fw={500} mb={4} id="load-report-group">
              Group by
            </Text>
            <SegmentedControl
              aria-labelledby="load-report-group"
              data={GROUP_OPTIONS}
              value={groupBy}
              onChange={(value) => choose(value as LoadReportGroup)}
            />
          </div>
        )}
        {byMonth && (
          <Group gap="xs" wrap="nowrap" align="flex-start" w={{ base: '100%', xs: 'auto' }}>
            <TextInput
              label="Lane from"
              placeholder="TX"
              description="State code"
              maxLength={2}
              value={lane.origin}
              error={origin.error}
              onChange={(event) => {
                setLane({ ...lane, origin: event.currentTarget.value.toUpperCase() })
                setPage(1)
              }}
              w={{ base: '50%', xs: 110 }}
            />
            <TextInput
              label="Lane to"
              placeholder="GA"
              description="State code"
              maxLength={2}
              value={lane.destination}
              error={destination.error}
              onChange={(event) => {
                setLane({ ...lane, destination: event.currentTarget.value.toUpperCase() })
                setPage(1)
              }}
              w={{ base: '50%', xs: 110 }}
            />
          </Group>
        )}
      </Group>
      {report.isError && <LoadError title={FAILED} onRetry={() => void report.refetch()} />}
      {report.isPending && <PageLoader />}
      {totals && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
          <StatCard
            label="Loads"
            value={formatCount(totals.loads)}
            hint={`${formatCount(totals.loadedMiles)} loaded miles`}
            icon={IconTruckDelivery}
            color="blue"
          />
          <StatCard label="Revenue" value={formatMoney(totals.revenueCents)} icon={IconCash} color="teal" />
          <StatCard
            label="Profit"
            value={formatMoney(totals.profitCents)}
            hint={totals.marginPercent === null ? undefined : `${totals.marginPercent}% margin`}
            icon={IconChartBar}
            color={totals.profitCents < 0 ? 'red' : 'green'}
          />
          <StatCard
            label="Per loaded mile"
            value={
              totals.revenuePerLoadedMileCents === null ? '—' : formatMoney(totals.revenuePerLoadedMileCents)
            }
            hint={
              totals.revenuePerMileCents === null
                ? 'No miles on these loads'
                : `${formatMoney(totals.revenuePerMileCents)} per mile, empty miles too`
            }
            icon={IconRoad}
            color="indigo"
          />
        </SimpleGrid>
      )}
      {data && (
        <ReportSection title={name}>
          {data.rowCount === 0 ? (
            <Empty lane={laneText} addsLoads={addsLoads} />
          ) : (
            <>
              <LoadReportTable report={data} name={name} />
              {data.rowCount > PAGE_SIZE && (
                <TablePager page={page} pageSize={PAGE_SIZE} total={data.rowCount} onPageChange={setPage} />
              )}
              <Text size="xs" c="dimmed" mt="sm">
                {byMonth
                  ? 'Each month holds the loads picked up in it. Per loaded mile is revenue over loaded miles; per mile counts the empty miles too. The rate range is the lowest and highest of its loads. '
                  : ''}
                Revenue is what the settlement paid, or the rate confirmation’s total until it is paid. Costs
                are the fuel, tolls and other running costs of each load’s days, its per diem days, and its
                share by miles of its month’s fixed costs.
                {groupBy === 'broker' ? ' Days to pay run from delivery to the settlement that paid.' : ''}
              </Text>
            </>
          )}
        </ReportSection>
      )}
    </>
  )
}

function Empty({ lane, addsLoads }: { lane: string | null; addsLoads: boolean }) {
  if (lane) {
    return (
      <EmptyState
        icon={IconRoad}
        title={`No ${lane} loads in this period`}
        description="Check the state codes, or pick a longer period (Yearly) to see what this lane paid."
      />
    )
  }
  return (
    <EmptyState
      icon={IconTruckDelivery}
      title="No loads picked up in this period"
      description={
        addsLoads
          ? 'Add your loads (or confirm settlements, which make loads from their lines) to see what each one, each broker and each lane made, or pick another period.'
          : 'Loads are added by owner-operators and fleet managers; pick another period to see earlier ones.'
      }
      action={
        addsLoads ? (
          <Button component={Link} to="/loads/new">
            Add a load
          </Button>
        ) : undefined
      }
    />
  )
}

/** Export PDF: the report as the server draws it, downloaded with its own file name. */
function PdfButton({ url }: { url: string }) {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={busy}
      onClick={async () => {
        setBusy(true)
        try {
          await fetchDownload(url, 'Failed to export report')
          notifySuccess('Load Profit report exported successfully')
        } catch (error) {
          notifyError(error instanceof ApiError ? error.message : 'Failed to export report')
        } finally {
          setBusy(false)
        }
      }}
    >
      Export PDF
    </Button>
  )
}
