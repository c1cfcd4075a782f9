import type { IftaReturn } from '@/contracts/ifta.ts'
import { jurisdiction } from '@/domain/ifta/jurisdictions.ts'
import type { IftaQuarter } from '@/domain/ifta/quarter.ts'
import { cents, periodWords, type ReportDocument } from '@/server/features/reports/reports.public.ts'

type Row = IftaReturn['rows'][number]

const STATUS_WORDS: Record<IftaReturn['status'], string> = {
  open: 'Not filed',
  filed: 'Filed',
  amending: 'Amendment being made',
}

type SummaryLine = ReportDocument['summary'][number]
const optional = (shown: boolean, line: SummaryLine): SummaryLine[] => (shown ? [line] : [])

const sum = (rows: readonly Row[], pick: (row: Row) => number | null | undefined) =>
  rows.reduce((total, row) => total + (pick(row) ?? 0), 0)

/** "KY Kentucky". */
function placeWords(row: Row) {
  const name = jurisdiction(row.jurisdiction)?.name
  return name ? `${row.jurisdiction} ${name}` : row.jurisdiction
}

/**
 * A quarter's IFTA return as a document in the layout of a base jurisdiction's schedule (the
 * IFTA-100 kind): whose it is and its quarter, the fleet's miles, gallons and MPG, one line per
 * jurisdiction, their totals, the late penalty apart, and what the checks found. Drawn as CSV or
 * PDF like the other reports.
 */
export function iftaReturnDocument(
  ret: IftaReturn,
  quarter: IftaQuarter,
  accountName: string,
): ReportDocument {
  const { rows } = ret
  const status =
    ret.status === 'open' ? STATUS_WORDS.open : `${STATUS_WORDS[ret.status]} (version ${ret.version})`
  return {
    title: `IFTA Return, ${quarter.label}`,
    period: periodWords({ from: quarter.from, to: quarter.to }),
    fileStem: `ifta-return-${quarter.key}`,
    // Eleven columns, as the schedule has them.
    landscape: true,
    summary: [
      ['Account', accountName],
      ['Quarter', quarter.key],
      ['From', quarter.from],
      ['To', quarter.to],
      ['Due date', ret.dueDate],
      ['Status', status],
      ...optional(ret.filedOn !== null, ['Filed on', ret.filedOn]),
      ...optional(ret.amountPaidCents !== null, ['Amount paid', cents(ret.amountPaidCents)]),
      ['Fleet MPG', ret.fleetMpg ?? 'No fuel bought'],
      ['Total miles', ret.totalMiles],
      ['Total gallons', ret.totalGallons],
      ['Total due (negative: a credit)', cents(ret.totalDueCents)],
      ...optional(ret.latePenaltyCents !== null, [
        'Late filing penalty (not in the total due)',
        cents(ret.latePenaltyCents),
      ]),
      ...optional(ret.lateInterest !== null, [
        `Interest, ${ret.lateInterest?.months ?? 0} month(s) late (not in the total due)`,
        cents(ret.lateInterest?.cents ?? 0),
      ]),
    ],
    tables: [
      {
        title: 'Jurisdictions',
        columns: [
          'Jurisdiction',
          'IFTA',
          'Total miles',
          'Taxable miles',
          'Taxable gallons',
          'Tax-paid gallons',
          'Net taxable gallons',
          'Rate per gallon (USD)',
          'Tax (USD)',
          'Surcharge (USD)',
          'Total due (USD)',
        ],
        rows: [
          ...rows.map((row) => [
            placeWords(row),
            row.member ? 'Member' : 'Non-IFTA',
            row.totalMiles,
            row.taxableMiles,
            row.taxableGallons,
            row.taxPaidGallons,
            row.netTaxableGallons,
            row.member ? (row.rate ?? 'No rate') : '',
            cents(row.taxCents),
            cents(row.surchargeCents ?? null),
            cents(row.totalDueCents),
          ]),
          ...(rows.length === 0
            ? []
            : [
                [
                  'Total',
                  '',
                  sum(rows, (r) => r.totalMiles),
                  sum(rows, (r) => r.taxableMiles),
                  sum(rows, (r) => r.taxableGallons),
                  sum(rows, (r) => r.taxPaidGallons),
                  sum(rows, (r) => r.netTaxableGallons),
                  '',
                  cents(sum(rows, (r) => r.taxCents)),
                  cents(sum(rows, (r) => r.surchargeCents)),
                  cents(ret.totalDueCents),
                ],
              ]),
        ],
        empty: 'No miles recorded in this quarter.',
      },
      ...(ret.history.length === 0
        ? []
        : [
            {
              title: 'Versions filed before',
              columns: ['Version', 'Filed on', 'Total due (USD)', 'Amount paid (USD)'],
              rows: ret.history.map((v) => [
                v.version,
                v.filedOn ?? '',
                cents(v.totalDueCents),
                cents(v.amountPaidCents),
              ]),
            },
          ]),
      {
        title: 'Checks',
        columns: ['Severity', 'Check'],
        rows: ret.checks.map((check) => [check.severity === 'error' ? 'Error' : 'Warning', check.message]),
        empty: 'Nothing found to look at: the trips, fuel and rates agree.',
      },
    ],
    notes: [
      'Miles and gallons are whole numbers; taxable gallons are the taxable miles divided by the fleet MPG; net taxable gallons are taxable gallons less tax-paid gallons, and a negative tax is a credit. The surcharge is charged on every taxable gallon. Non-IFTA jurisdictions (Alaska, Hawaii, the District of Columbia, the territories, Mexico) count in the total miles and the fleet MPG but carry no IFTA tax.',
      ...(ret.excludedTrucks.length === 0
        ? []
        : [
            `Not qualified motor vehicles, left out of this return: ${ret.excludedTrucks.map((u) => `Truck ${u}`).join(', ')}.`,
          ]),
      ...(ret.latePenaltyCents === null
        ? []
        : [
            'Filed after its due date, a return owes the greater of $50 or 10 % of the net tax due, and interest on the tax owed to each jurisdiction (never set against a credit) for each month or fraction of a month late, at 1/12 of IFTA’s annual rate (two points above the IRS underpayment rate), to today.',
          ]),
      ...(ret.lateInterest?.note ? [ret.lateInterest.note] : []),
    ],
  }
}
