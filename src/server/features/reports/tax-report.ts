import { and, between, eq, sql } from 'drizzle-orm'
import type { TaxReport } from '@/contracts/reports.ts'
import type { Role } from '@/contracts/roles.ts'
import { formatScaled } from '@/domain/decimal.ts'
import { standardRateEligibility } from '@/domain/mileage/eligibility.ts'
import { shareOf } from '@/domain/reports/report-range.ts'
import { safeHarbour } from '@/domain/tax/estimated-tax.ts'
import {
  hasIncomeTaxYear,
  incomeTaxCents,
  qbiDeductionCents,
  standardDeductionCents,
} from '@/domain/tax/income-tax.ts'
import { scheduleCLine } from '@/domain/tax/schedule-c.ts'
import { selfEmploymentTax, wageBaseCents } from '@/domain/tax/self-employment-tax.ts'
import { simpleEstimateCents } from '@/domain/tax/simple-estimate.ts'
import { standardMileage, standardMileageRateUsd } from '@/domain/tax/standard-mileage.ts'
import type { Db } from '@/server/db/client.ts'
import { mileageEntries, users } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { byCategory, categorySums, isExpense, isRevenue, totalOf } from './ledger-category-sums.ts'
import { readTaxProfile } from './tax-profile.ts'

/** Schedule C line 9 costs that still count beside the standard mileage rate (IRS Pub 463). */
const BESIDE_STANDARD_RATE = new Set(['tolls', 'parking'])
const CAR_AND_TRUCK_LINE = '9'

/** The year's business miles as exact decimal text ("1234.5"): summed in tenths, the column's unit. */
async function businessMiles(db: Db, userId: string, year: number): Promise<string> {
  const [row] = await db
    .select({ tenths: sql<string>`coalesce(sum(${mileageEntries.milesTenths}), 0)::text` })
    .from(mileageEntries)
    .where(
      and(
        eq(mileageEntries.userId, userId),
        eq(mileageEntries.purpose, 'business'),
        between(mileageEntries.date, `${year}-01-01`, `${year}-12-31`),
      ),
    )
  return formatScaled(BigInt(row?.tenths ?? '0'), 1)
}

/**
 * A tax year's summary: gross income, deductible expenses by Schedule C line, the spec's simple
 * estimate (25 % of net, never below 0) and a detailed one from the user's tax profile: Schedule SE,
 * half of it deducted, the QBI deduction, the standard deduction and brackets of the year, the
 * vehicle by the standard mileage rate where it applies and is larger, else actual costs, and the
 * quarterly payments with the safe-harbour amount.
 */
export async function taxReport(options: Caller & { year: number }): Promise<TaxReport> {
  const { db, userId, year } = options
  const range = { from: `${year}-01-01`, to: `${year}-12-31` }
  const [sums, profile, miles, [user]] = await Promise.all([
    categorySums(db, userId, range),
    readTaxProfile(db, userId, year),
    businessMiles(db, userId, year),
    db.select({ role: users.role, vehicle: users.mileageVehicle }).from(users).where(eq(users.id, userId)),
  ])
  const grossIncomeCents = totalOf(sums, isRevenue)
  const allExpensesCents = totalOf(sums, isExpense)
  const deductible = byCategory(sums, (s) => isExpense(s) && s.taxDeductible)
  const deductionsCents = deductible.reduce((sum, c) => sum + c.amountCents, 0)

  // The vehicle: the standard rate where it applies and gives more, else the actual costs.
  const lineOf = (category: string) => scheduleCLine(category).line
  const actualCostsCents = deductible
    .filter((c) => lineOf(c.category) === CAR_AND_TRUCK_LINE)
    .reduce((sum, c) => sum + c.amountCents, 0)
  const besideRateCents = deductible
    .filter((c) => BESIDE_STANDARD_RATE.has(c.category))
    .reduce((sum, c) => sum + c.amountCents, 0)
  const eligibility = standardRateEligibility((user?.role ?? 'company_driver') as Role, user?.vehicle ?? null)
  const rate = standardMileageRateUsd(year)
  const standardMileageCents =
    eligibility.applies && rate !== undefined
      ? standardMileage({ legs: [{ year, businessMiles: miles }] }).deductionCents
      : null
  const useStandard =
    standardMileageCents !== null && standardMileageCents + besideRateCents > actualCostsCents
  const vehicle = {
    method: useStandard ? ('standard_mileage' as const) : ('actual_costs' as const),
    reason: useStandard
      ? 'The standard mileage rate gives more than the actual car and truck costs (tolls and parking still count).'
      : eligibility.applies
        ? standardMileageCents === null
          ? `No standard mileage rate is known for ${year}: actual costs count.`
          : 'Actual car and truck costs give more than the standard mileage rate.'
        : eligibility.reason === 'tractor'
          ? 'A tractor deducts its actual costs (fuel, repairs, …), not a rate per mile.'
          : eligibility.reason === 'w2_employee'
            ? 'A company driver on a W-2 cannot deduct vehicle costs.'
            : 'Say on the Mileage Log what you drive to compare with the standard mileage rate.',
    businessMiles: Number(miles),
    standardMileageCents,
    actualCostsCents,
  }

  // Schedule C, Part II: the deductible categories by line, with line 9 as the method says.
  const lines = new Map<string, { line: string; label: string; amountCents: number }>()
  for (const c of deductible) {
    const mapped = scheduleCLine(c.category)
    if (useStandard && mapped.line === CAR_AND_TRUCK_LINE && !BESIDE_STANDARD_RATE.has(c.category)) continue
    const row = lines.get(mapped.line) ?? { ...mapped, amountCents: 0 }
    row.amountCents += c.amountCents
    lines.set(mapped.line, row)
  }
  if (useStandard) {
    const row = lines.get(CAR_AND_TRUCK_LINE) ?? { ...scheduleCLine('fuel'), amountCents: 0 }
    row.amountCents += standardMileageCents ?? 0
    lines.set(CAR_AND_TRUCK_LINE, row)
  }
  const scheduleC = [...lines.values()].sort(
    (a, b) => Number.parseFloat(a.line) - Number.parseFloat(b.line) || a.line.localeCompare(b.line),
  )
  const scheduleCProfitCents = grossIncomeCents - scheduleC.reduce((sum, l) => sum + l.amountCents, 0)

  let detailed: TaxReport['detailed'] = null
  if (hasIncomeTaxYear(year) && wageBaseCents(year) !== undefined) {
    const se = selfEmploymentTax({
      taxYear: year,
      netProfitCents: scheduleCProfitCents,
      w2SocialSecurityWagesCents: profile.w2WagesCents,
      roundingMode: 'cents',
    })
    const agi =
      scheduleCProfitCents + profile.otherIncomeCents + profile.w2WagesCents - se.deductionHalfSeCents
    const standardDeduction = standardDeductionCents(year, profile.filingStatus)
    const beforeQbi = Math.max(0, agi - standardDeduction)
    const qbi = qbiDeductionCents({
      year,
      status: profile.filingStatus,
      qbiCents: scheduleCProfitCents - se.deductionHalfSeCents,
      taxableIncomeBeforeQbiCents: beforeQbi,
    })
    const taxable = Math.max(0, beforeQbi - qbi)
    const incomeTax = incomeTaxCents(year, profile.filingStatus, taxable)
    const totalTax = incomeTax + se.seTaxCents
    detailed = {
      scheduleCProfitCents,
      seTaxCents: se.seTaxCents,
      halfSeTaxCents: se.deductionHalfSeCents,
      adjustedGrossIncomeCents: agi,
      standardDeductionCents: standardDeduction,
      qbiDeductionCents: qbi,
      taxableIncomeCents: taxable,
      incomeTaxCents: incomeTax,
      totalTaxCents: totalTax,
      estimatedPayments: safeHarbour({
        taxYear: year,
        totalTaxCents: totalTax,
        lastYearTaxCents: profile.lastYearTaxCents,
        lastYearAgiCents: profile.lastYearAgiCents,
      }),
    }
  }

  return {
    year,
    range,
    grossIncomeCents,
    deductionsCents,
    netProfitCents: grossIncomeCents - deductionsCents,
    simpleEstimateCents: simpleEstimateCents(grossIncomeCents - allExpensesCents),
    deductionCategories: deductible.map((c) => {
      const mapped = scheduleCLine(c.category)
      return {
        category: c.category,
        label: c.label,
        amountCents: c.amountCents,
        percent: shareOf(c.amountCents, deductionsCents),
        scheduleCLine: mapped.line,
        scheduleCLabel: mapped.label,
      }
    }),
    scheduleC,
    vehicle,
    profile,
    detailed,
  }
}
