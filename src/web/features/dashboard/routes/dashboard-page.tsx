import { Alert, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { isIsoDate } from '../../../../domain/period'
import { PageTitle } from '../../../components/ui/page-title'
import { useSession } from '../../../lib/session'
import { useDashboard } from '../api/dashboard-api'
import { AccountantView } from '../components/accountant-view'
import { DefaultView } from '../components/default-view'
import { FleetView } from '../components/fleet-view'
import { NewMenu } from '../components/new-menu'
import { PeriodSelector } from '../components/period-selector'
import { SummaryCards } from '../components/summary-cards'
import type { DashboardPeriod } from '../lib/periods'

/** Why a custom range cannot be asked for yet, or null when it can. */
function customRangeError(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return null
  return from > to ? 'The start date must be on or before the end date' : null
}

export function DashboardPage() {
  const role = useSession().data?.role
  const [period, setPeriod] = useState<DashboardPeriod>('current')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const rangeError = customRangeError(from, to)
  const ready = period !== 'custom' || (isIsoDate(from) && isIsoDate(to) && !rangeError)
  const dashboard = useDashboard(period === 'custom' ? { period, from, to } : { period }, ready)
  const data = dashboard.data

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
      <Stack gap="md">
        {dashboard.isError && (
          <Alert color="red" variant="light" role="alert">
            Failed to load dashboard data. The figures below may be out of date.
          </Alert>
        )}
        <SummaryCards
          loading={ready && dashboard.isPending}
          incomeCents={data?.incomeCents ?? 0}
          expensesCents={data?.expensesCents ?? 0}
          netCents={data?.netCents ?? 0}
          platformUsers={data?.platformUsers ?? null}
        />
        {role === 'accountant' && <AccountantView />}
        {role === 'fleet_manager' && <FleetView data={data} />}
        {role !== 'accountant' && role !== 'fleet_manager' && <DefaultView data={data} />}
      </Stack>
    </>
  )
}
