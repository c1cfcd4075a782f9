import { Alert, Group, Stack } from '@mantine/core'
import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { isIsoDate } from '@/domain/period'
import { PageTitle } from '@/web/components/ui/page-title'
import { useDashboard } from '@/web/features/dashboard/api/dashboard-api'
import { AccountantView } from '@/web/features/dashboard/components/accountant-view'
import { DefaultView } from '@/web/features/dashboard/components/default-view'
import { EmptyPeriodNotice } from '@/web/features/dashboard/components/empty-period-notice'
import { FleetView } from '@/web/features/dashboard/components/fleet-view'
import { NewMenu } from '@/web/features/dashboard/components/new-menu'
import { PeriodSelector } from '@/web/features/dashboard/components/period-selector'
import { SummaryCards } from '@/web/features/dashboard/components/summary-cards'
import type { DashboardPeriod } from '@/web/features/dashboard/lib/periods'
import { formatMoney } from '@/web/lib/format'
import { useSession } from '@/web/lib/session'
import { taxEstimateNote } from '@/web/lib/tax-estimate'

/** Why a custom range cannot be asked for yet, or null when it can. */
function customRangeError(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return null
  return from > to ? 'The start date must be on or before the end date' : null
}

/** A fleet's cards: revenue is the manager's books', costs add what the drivers are paid. */
function fleetNotes(ownExpensesCents: number, driverPayCents: number) {
  return {
    income: 'Freight revenue in your own books',
    expenses: `Your expenses ${formatMoney(ownExpensesCents)} + driver pay ${formatMoney(driverPayCents)}`,
    net: 'Revenue less your expenses and driver pay',
  }
}

export function DashboardPage() {
  const role = useSession().data?.role
  const [period, setPeriod] = useState<DashboardPeriod>('current')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const rangeError = customRangeError(from, to)
  const ready = period !== 'custom' || (isIsoDate(from) && isIsoDate(to) && !rangeError)
  const dashboard = useDashboard(period === 'custom' ? { period, from, to } : { period }, ready)
  // Until both dates of a custom range are set there is no period to show: not the previous one's
  // figures, which the query keeps while it waits. The figures are drawn as a transition (deferred):
  // in slices that leave the phone free to answer a tap, not one long block when they arrive. The
  // answer's arrival redraws only the header at once: the figures below are one element made from
  // the deferred values, which React keeps as it is until they change.
  const data = useDeferredValue(ready ? dashboard.data : undefined)
  const loading = useDeferredValue(dashboard.isPending)
  const failed = useDeferredValue(dashboard.isError)
  const placeholder = useDeferredValue(dashboard.isPlaceholderData)
  const ownBooks = role !== 'accountant' && role !== 'fleet_manager'
  const showPeriod = useCallback((next: DashboardPeriod, range: { from: string; to: string }) => {
    setPeriod(next)
    if (next === 'custom') {
      setFrom(range.from)
      setTo(range.to)
    }
  }, [])
  const figures = useMemo(
    () => (
      <Stack gap="md">
        {failed && (
          <Alert color="red" variant="light" role="alert">
            Failed to load dashboard data. The figures below may be out of date.
          </Alert>
        )}
        {ownBooks && data?.latestEntryDate && !placeholder && (
          <EmptyPeriodNotice
            latestEntryDate={data.latestEntryDate}
            today={data.today}
            period={period}
            onShow={showPeriod}
          />
        )}
        <SummaryCards
          loading={loading}
          incomeCents={data?.incomeCents ?? 0}
          expensesCents={data?.fleet?.costsCents ?? data?.expensesCents ?? 0}
          netCents={data?.fleet?.netCents ?? data?.netCents ?? 0}
          platformUsers={data?.platformUsers ?? null}
          notes={data?.fleet ? fleetNotes(data.expensesCents, data.fleet.driverPayCents) : undefined}
          // The accountant's own books are not the point of their dashboard.
          estimatedTax={
            role === 'accountant' || role === undefined
              ? null
              : {
                  cents: data?.estimatedTaxCents ?? 0,
                  note: data ? taxEstimateNote(data) : '',
                }
          }
        />
        {role === 'accountant' && <AccountantView />}
        {role === 'fleet_manager' && <FleetView />}
        {ownBooks && <DefaultView data={data} />}
      </Stack>
    ),
    [data, loading, failed, placeholder, ownBooks, period, role, showPeriod],
  )

  return (
    <>
      <PageTitle
        title="Dashboard"
        actions={
          <Group gap="xs" wrap="wrap" align="flex-start">
            <PeriodSelector
              period={period}
              from={from}
              to={to}
              error={rangeError}
              onPeriodChange={setPeriod}
              onFromChange={setFrom}
              onToChange={setTo}
            />
            <NewMenu />
          </Group>
        }
      />
      {!ready ? (
        <Alert color="blue" variant="light" role="status">
          {rangeError ?? 'Choose the start and end dates of your custom range to see its figures.'}
        </Alert>
      ) : (
        figures
      )}
    </>
  )
}
