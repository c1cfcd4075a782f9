import { and, eq } from 'drizzle-orm'
import type { LoadProfit, LoadReport, LoadReportGroup, LoadReportRow } from '@/contracts/loads.ts'
import { profitOf, sumInputs } from '@/domain/loads/load-profit.ts'
import { perMileCents } from '@/domain/per-mile.ts'
import { type IsoDate, startOfYear } from '@/domain/period.ts'
import { fleetMembers, loads } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { type LoadFigures, loadFigures } from './load-figures.ts'
import { loadNotFound, visibleTo } from './load-view.ts'

/** Whose loads a user's reports cover: their own, and a fleet manager's drivers'. */
async function ownersFor({ db, userId }: Caller): Promise<string[]> {
  const drivers = await db
    .select({ id: fleetMembers.driverId })
    .from(fleetMembers)
    .where(eq(fleetMembers.fleetManagerId, userId))
  return [userId, ...drivers.map((d) => d.id)]
}

/** One load's profit: its revenue less its direct costs, per diem and share of the month's fixed costs. */
export async function loadProfit(options: Caller & { id: string }): Promise<LoadProfit> {
  const { db, id } = options
  const [load] = await db
    .select({ ownerId: loads.userId, pickupDate: loads.pickupDate })
    .from(loads)
    .where(and(eq(loads.id, id), visibleTo(options.userId)))
  if (!load) throw loadNotFound()
  const [figures] = load.pickupDate
    ? await loadFigures(db, {
        owners: [load.ownerId],
        from: load.pickupDate,
        to: load.pickupDate,
        loadId: id,
      })
    : []
  if (!figures) {
    // No pickup date: nothing to share costs by; its revenue is its own.
    const [row] = await db.select().from(loads).where(eq(loads.id, id))
    return {
      ...profitOf({
        revenueCents: row!.paidCents ?? row!.rateTotalCents,
        directCostsCents: 0,
        perDiemCents: 0,
        fixedCostsShareCents: 0,
        loadedMiles: row!.loadedMiles ?? 0,
        emptyMiles: row!.emptyMiles ?? 0,
      }),
      revenueBasis: row!.paidCents === null ? 'rate' : 'paid',
    }
  }
  return { ...profitOf(figures), revenueBasis: figures.revenueBasis }
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'Mar 2026' for a date of March 2026. */
const monthLabel = (date: string) => `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`

const GROUPING: Record<LoadReportGroup, (f: LoadFigures) => { key: string; label: string }> = {
  load: (f) => ({
    key: f.id,
    label: [f.loadNumber ?? 'No number', [f.originPlace, f.destinationPlace].filter(Boolean).join(' → ')]
      .filter(Boolean)
      .join(' · '),
  }),
  broker: (f) => ({ key: f.payerId ?? '', label: f.payerName ?? 'No payer' }),
  lane: (f) => ({
    key: `${f.originState ?? '?'}-${f.destinationState ?? '?'}`,
    label: `${f.originState ?? '?'} → ${f.destinationState ?? '?'}`,
  }),
  truck: (f) => ({ key: f.truckId ?? '', label: f.truckUnit ? `Truck ${f.truckUnit}` : 'No truck' }),
  driver: (f) => ({ key: f.driverId ?? '', label: f.driverName || 'No driver' }),
  month: (f) => ({ key: f.pickupDate.slice(0, 7), label: monthLabel(f.pickupDate) }),
}

/** The average of whole days, one decimal; null without any. */
function averageDays(days: readonly number[]): string | null {
  if (days.length === 0) return null
  const tenths = Math.round((days.reduce((a, b) => a + b, 0) * 10) / days.length)
  return (tenths / 10).toFixed(1)
}

function rowOf(key: string, label: string, items: readonly LoadFigures[]): LoadReportRow {
  const rates = items
    .map((f) => perMileCents(f.revenueCents, Math.round(f.loadedMiles * 10)))
    .filter((r): r is number => r !== null)
  return {
    key,
    label,
    loads: items.length,
    ...profitOf(sumInputs(items)),
    averageDaysToPay: averageDays(items.map((f) => f.daysToPay).filter((d): d is number => d !== null)),
    minRatePerMileCents: rates.length ? Math.min(...rates) : null,
    maxRatePerMileCents: rates.length ? Math.max(...rates) : null,
  }
}

/**
 * Profit of the loads picked up in the range (this year so far by default), by load, broker, lane
 * (origin state → destination state), truck or driver, best profit first, or by month of pickup,
 * oldest first (what a lane paid a mile month by month); with the totals. A lane filter keeps the
 * loads from `origin` and to `destination` (either may be left open); the other loads' figures, and
 * so each load's share of costs, do not change with it.
 */
export async function loadReport(
  options: Caller & {
    today: IsoDate
    from?: string
    to?: string
    groupBy: LoadReportGroup
    origin?: string
    destination?: string
    /** A page of the rows; without, all of them (the files). */
    page?: { page: number; pageSize: number }
  },
): Promise<LoadReport> {
  const from = options.from ?? startOfYear(options.today)
  const to = options.to ?? options.today
  const { origin, destination } = options
  const all = from > to ? [] : await loadFigures(options.db, { owners: await ownersFor(options), from, to })
  const figures = all.filter(
    (f) =>
      (origin === undefined || f.originState === origin) &&
      (destination === undefined || f.destinationState === destination),
  )
  const groups = new Map<string, { label: string; items: LoadFigures[] }>()
  for (const f of figures) {
    const { key, label } = GROUPING[options.groupBy](f)
    const group = groups.get(key) ?? { label, items: [] }
    group.items.push(f)
    groups.set(key, group)
  }
  const rows = [...groups.entries()]
    .map(([key, g]) => rowOf(key, g.label, g.items))
    .sort((a, b) =>
      options.groupBy === 'month'
        ? a.key.localeCompare(b.key)
        : b.profitCents - a.profitCents || a.label.localeCompare(b.label),
    )
  const { key: _key, label: _label, ...totals } = rowOf('', '', figures)
  const { page } = options
  return {
    range: { from, to },
    groupBy: options.groupBy,
    lane:
      origin === undefined && destination === undefined
        ? null
        : { origin: origin ?? null, destination: destination ?? null },
    rows: page ? rows.slice((page.page - 1) * page.pageSize, page.page * page.pageSize) : rows,
    rowCount: rows.length,
    totals,
  }
}
