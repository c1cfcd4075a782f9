import { PassThrough, type Readable } from 'node:stream'
import archiver from 'archiver'
import type {
  AdminReportName,
  DocumentsReport,
  PlatformRevenueReport,
  UserActivityReport,
} from '@/contracts/reports-admin.ts'
import { centsToDecimalString } from '@/domain/money.ts'
import { csvLine } from '@/server/lib/csv.ts'

const header = (title: string, report: { from: string; to: string }) => [
  csvLine([title]),
  csvLine(['Period', `${report.from} to ${report.to}`]),
  csvLine([]),
]

export function userActivityCsv(report: UserActivityReport): string {
  return [
    ...header('User Activity', report),
    csvLine(['Sign-ups', report.signUps]),
    csvLine(['Logins', report.logins]),
    csvLine(['Active users', report.activeUsers]),
    csvLine(['Total users', report.totalUsers]),
    csvLine([]),
    csvLine([`${report.bucket} starting`, 'Sign-ups', 'Logins', 'Active users']),
    ...report.series.map((s) => csvLine([s.start, s.signUps, s.logins, s.activeUsers])),
    csvLine([]),
    csvLine(['Role', 'Sign-ups']),
    ...report.byRole.map((r) => csvLine([r.role, r.signUps])),
  ].join('')
}

export function documentsCsv(report: DocumentsReport): string {
  return [
    ...header('Documents', report),
    csvLine(['Uploads', report.uploads]),
    csvLine(['Processed', report.processed]),
    csvLine(['Needs review', report.needsReview]),
    csvLine(['Failed', report.failed]),
    csvLine(['In progress', report.inProgress]),
    csvLine(['Review rate %', report.reviewRatePercent]),
    csvLine(['Average processing seconds', report.averageProcessingSeconds ?? '']),
    csvLine([]),
    csvLine([`${report.bucket} starting`, 'Uploads', 'Failed']),
    ...report.series.map((s) => csvLine([s.start, s.uploads, s.failed])),
  ].join('')
}

export function revenueCsv(report: PlatformRevenueReport): string {
  const money = centsToDecimalString
  return [
    ...header('Revenue', report),
    csvLine(['Received', money(report.receivedCents)]),
    csvLine(['Payments', report.payments]),
    csvLine(['Refunds', money(report.refundsCents)]),
    csvLine(['Net revenue', money(report.totalCents)]),
    csvLine(['MRR (now)', money(report.mrrCents)]),
    csvLine(['Active subscriptions (now)', report.activeSubscriptions]),
    csvLine(['Past due subscriptions (now)', report.pastDueSubscriptions]),
    csvLine([]),
    csvLine(['Plan', 'Monthly subscriptions', 'Yearly subscriptions', 'MRR']),
    ...report.byPlan.map((p) => csvLine([p.name, p.monthly, p.yearly, money(p.mrrCents)])),
    csvLine([]),
    csvLine(['Month', 'Plan', 'Payments', 'Amount', 'Refunded']),
    ...report.rows.map((r) =>
      csvLine([r.month, r.plan, r.payments, money(r.amountCents), money(r.refundedCents)]),
    ),
    csvLine(['Total', '', report.payments, money(report.receivedCents), money(report.refundsCents)]),
  ].join('')
}

/** Every admin report of the period as one zip of CSV files. */
export function reportsZip(files: Record<AdminReportName, string>, period: string): Readable {
  const zip = archiver('zip', { zlib: { level: 6 } })
  const out = new PassThrough()
  zip.on('error', (error) => out.destroy(error))
  zip.pipe(out)
  for (const [name, text] of Object.entries(files)) zip.append(text, { name: `${name}-${period}.csv` })
  void zip.finalize()
  return out
}
