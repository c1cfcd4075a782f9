import type { LOAD_REPORT_GROUPS, LoadReport } from '@/contracts/loads.ts'
import {
  cents,
  periodWords,
  type ReportDocument,
  rangeStem,
} from '@/server/features/reports/reports.public.ts'

const GROUP_WORDS: Record<(typeof LOAD_REPORT_GROUPS)[number], string> = {
  load: 'Load',
  broker: 'Broker',
  lane: 'Lane',
  truck: 'Truck',
  driver: 'Driver',
  month: 'Month',
}

/** 'TX → GA', 'from TX', 'to GA'. */
function laneWords(lane: NonNullable<LoadReport['lane']>): string {
  if (lane.origin && lane.destination) return `${lane.origin} → ${lane.destination}`
  return lane.origin ? `from ${lane.origin}` : `to ${lane.destination}`
}

const perMile = (value: number | null) => (value === null ? null : cents(value))
const pct = (value: string | null) => (value === null ? '' : `${value}%`)

/** The load report as a document, drawn as CSV or PDF like the other reports. */
export function loadReportDocument(report: LoadReport): ReportDocument {
  const group = GROUP_WORDS[report.groupBy]
  const { totals, lane } = report
  const laneStem = lane ? `-${lane.origin ?? 'any'}-to-${lane.destination ?? 'any'}`.toLowerCase() : ''
  return {
    title: `Load Profit by ${group}${lane ? `, ${laneWords(lane)}` : ''}`,
    period: periodWords(report.range),
    fileStem: `load-profit-by-${report.groupBy}${laneStem}-${rangeStem(report.range)}`,
    summary: [
      ['Loads', totals.loads],
      ['Revenue', cents(totals.revenueCents)],
      ['Direct costs', cents(totals.directCostsCents)],
      ['Per diem', cents(totals.perDiemCents)],
      ['Share of fixed costs', cents(totals.fixedCostsShareCents)],
      ['Profit', cents(totals.profitCents)],
      ['Margin', pct(totals.marginPercent)],
      ['Revenue per loaded mile', perMile(totals.revenuePerLoadedMileCents)],
      ['Revenue per mile', perMile(totals.revenuePerMileCents)],
      ['Deadhead', pct(totals.deadheadPercent)],
    ],
    tables: [
      {
        title: `By ${group.toLowerCase()}`,
        columns: [
          group,
          'Loads',
          'Revenue (USD)',
          'Costs (USD)',
          'Profit (USD)',
          'Margin',
          'Loaded miles',
          'Empty miles',
          'Revenue per loaded mile (USD)',
          'Revenue per mile (USD)',
          'Cost per mile (USD)',
          'Lowest rate per mile (USD)',
          'Highest rate per mile (USD)',
          ...(report.groupBy === 'broker' ? ['Average days to pay'] : []),
        ],
        rows: report.rows.map((r) => [
          r.label,
          r.loads,
          cents(r.revenueCents),
          cents(r.directCostsCents + r.perDiemCents + r.fixedCostsShareCents),
          cents(r.profitCents),
          pct(r.marginPercent),
          r.loadedMiles,
          r.emptyMiles,
          perMile(r.revenuePerLoadedMileCents),
          perMile(r.revenuePerMileCents),
          perMile(r.costPerMileCents),
          perMile(r.minRatePerMileCents),
          perMile(r.maxRatePerMileCents),
          ...(report.groupBy === 'broker' ? [r.averageDaysToPay ?? ''] : []),
        ]),
        empty: lane
          ? 'No loads on this lane picked up in this period.'
          : 'No loads picked up in this period.',
      },
    ],
    notes: [
      ...(report.groupBy === 'month'
        ? [
            'Each month holds the loads picked up in it. Revenue per loaded mile is the month’s revenue over its loaded miles; revenue per mile is over all its miles, loaded and empty.',
          ]
        : []),
      'Revenue is what the settlement paid, or the rate confirmation’s total before it is paid. Costs are the fuel, DEF, tolls, scales, parking and lumper of each load’s days on the road, its per diem days, and its share by miles of its month’s fixed costs (insurance, truck and trailer payments, permits, subscriptions).',
    ],
  }
}
