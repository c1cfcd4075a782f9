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
}

const perMile = (value: number | null) => (value === null ? null : cents(value))
const pct = (value: string | null) => (value === null ? '' : `${value}%`)

/** The load report as a document, drawn as CSV or PDF like the other reports. */
export function loadReportDocument(report: LoadReport): ReportDocument {
  const group = GROUP_WORDS[report.groupBy]
  const { totals } = report
  return {
    title: `Load Profit by ${group}`,
    period: periodWords(report.range),
    fileStem: `load-profit-by-${report.groupBy}-${rangeStem(report.range)}`,
    summary: [
      ['Loads', totals.loads],
      ['Revenue', cents(totals.revenueCents)],
      ['Direct costs', cents(totals.directCostsCents)],
      ['Per diem', cents(totals.perDiemCents)],
      ['Share of fixed costs', cents(totals.fixedCostsShareCents)],
      ['Profit', cents(totals.profitCents)],
      ['Margin', pct(totals.marginPercent)],
      ['Revenue per loaded mile', perMile(totals.revenuePerLoadedMileCents)],
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
          perMile(r.costPerMileCents),
          perMile(r.minRatePerMileCents),
          perMile(r.maxRatePerMileCents),
          ...(report.groupBy === 'broker' ? [r.averageDaysToPay ?? ''] : []),
        ]),
        empty: 'No loads picked up in this period.',
      },
    ],
    notes: [
      'Revenue is what the settlement paid, or the rate confirmation’s total before it is paid. Costs are the fuel, DEF, tolls, scales, parking and lumper of each load’s days on the road, its per diem days, and its share by miles of its month’s fixed costs (insurance, truck and trailer payments, permits, subscriptions).',
    ],
  }
}
