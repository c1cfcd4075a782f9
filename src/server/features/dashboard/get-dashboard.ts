import type { z } from 'zod'
import type { Dashboard, ZDashboardQuery } from '@/contracts/dashboard.ts'
import type { Role } from '@/contracts/roles.ts'
import { type DateRange, periodRange } from '@/domain/period.ts'
import { fleetDriverPay } from '@/server/features/fleet/fleet.public.ts'
import { loadsOnDashboard } from '@/server/features/loads/loads.public.ts'
import { taxEstimate } from '@/server/features/reports/reports.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { latestEntryDate, ledgerSums } from './ledger-sums.ts'
import { platformUsersShown } from './platform-users.ts'
import { quickStats } from './quick-stats.ts'
import { RECENT_ACTIVITY_LIMIT, recentActivity } from './recent-activity.ts'

function dashboardRange(query: z.output<typeof ZDashboardQuery>, today: string): DateRange {
  try {
    return periodRange(query.period, today, { from: query.from, to: query.to })
  } catch (error) {
    // A custom period without both dates, or with them in the wrong order.
    if (error instanceof RangeError) throw new AppError('BAD_REQUEST', error.message)
    throw error
  }
}

/** Everything the dashboard shows for a period, over the user's own rows. `today` is the user's. */
export async function getDashboard(
  options: Caller & z.output<typeof ZDashboardQuery> & { role: Role; today: string },
): Promise<Dashboard> {
  const { db, userId, today } = options
  const range = dashboardRange(options, today)
  const fleetManager = options.role === 'fleet_manager'
  const [sums, stats, loadsShown, platformUsers, driverPayCents, estimate] = await Promise.all([
    ledgerSums(db, userId, range),
    quickStats(db, userId, { today, range }),
    loadsOnDashboard(db, userId, { today, limit: RECENT_ACTIVITY_LIMIT }),
    platformUsersShown(db, options.clock, options.role),
    fleetManager ? fleetDriverPay(db, userId, range) : 0,
    // This year's so far, whatever the period: the card is what to set aside now.
    taxEstimate(options, Number(today.slice(0, 4))),
  ])
  const { incomeCents, expensesCents, chart, breakdown } = sums
  const activity = await recentActivity(db, userId, loadsShown.recent)
  // An empty period says where the books' latest entry is (one more short query, only then).
  const latest = sums.hasEntries ? null : await latestEntryDate(db, userId)
  const costsCents = expensesCents + driverPayCents
  return {
    today,
    range,
    platformUsers,
    incomeCents,
    expensesCents,
    netCents: incomeCents - expensesCents,
    estimatedTaxCents: estimate.estimatedTaxCents,
    estimatedTaxBasis: estimate.estimatedTaxBasis,
    estimatedTaxYear: estimate.estimatedTaxYear,
    chart,
    latestEntryDate: latest,
    breakdown,
    fleet: fleetManager ? { driverPayCents, costsCents, netCents: incomeCents - costsCents } : null,
    quickStats: { ...stats, loadsThisMonth: loadsShown.loadsThisMonth },
    moneyToAskAbout: { amountCents: loadsShown.moneyToAskAboutCents, loads: loadsShown.loadsToAskAbout },
    recentActivity: activity,
  }
}
