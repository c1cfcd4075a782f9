import { and, between, eq, sql } from 'drizzle-orm'
import type { TaxReport } from '@/contracts/reports.ts'
import { formatScaled, percentOfCents } from '@/domain/decimal.ts'
import { standardRateEligibility } from '@/domain/mileage/eligibility.ts'
import { shareOf } from '@/domain/reports/report-range.ts'
import { safeHarbour } from '@/domain/tax/estimated-tax.ts'
import { federalReturn, hasBusiness, type PayType } from '@/domain/tax/federal-return.ts'
import { hasIncomeTaxYear } from '@/domain/tax/income-tax.ts'
import { scheduleCLine } from '@/domain/tax/schedule-c.ts'
import { wageBaseCents } from '@/domain/tax/self-employment-tax.ts'
import { simpleEstimateCents } from '@/domain/tax/simple-estimate.ts'
import { standardMileage, standardMileageRateUsd } from '@/domain/tax/standard-mileage.ts'
import {
  MEALS_DEDUCTIBLE_PERCENT,
  NEVER_DEDUCTED,
  REPLACED_BY_STANDARD_RATE,
  SCHEDULE_1_ADJUSTMENTS,
} from '@/domain/tax/tables.ts'
import { vehicleMethodFor } from '@/domain/tax/vehicle-method.ts'
import type { Db } from '@/server/db/client.ts'
import { mileageEntries, users } from '@/server/db/schema/index.ts'
import { perDiemYear } from '@/server/features/per-diem/per-diem.public.ts'
import { federalWithheldCents as payStubWithholding } from '@/server/features/settlements/settlements.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { byCategory, type CategorySum, categorySums, isExpense } from './ledger-category-sums.ts'
import { readTaxProfile } from './tax-profile.ts'

const CAR_AND_TRUCK_LINE = '9'
const MEALS = new Set(['meals', 'food'])
const WAGES = 'wages'

/** How a role is paid when the tax profile does not say: a company driver is an employee. */
export function defaultPayType(role: string): PayType {
  if (role === 'company_driver') return 'w2'
  if (role === 'fleet_manager') return 'own_authority_1099'
  return 'leased_1099'
}

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

interface ExpenseRow {
  category: string
  label: string
  amountCents: number
}

/** The ledger's expenses of the year by category: what the user marked deductible, and what not. */
function expensesByCategory(sums: CategorySum[]) {
  const rows = byCategory(sums, isExpense)
  const part = (cents: (r: (typeof rows)[number]) => number): ExpenseRow[] =>
    rows
      .map((r) => ({ category: r.category, label: r.label, amountCents: cents(r) }))
      .filter((r) => r.amountCents !== 0)
      .sort((a, b) => b.amountCents - a.amountCents || a.category.localeCompare(b.category))
  return {
    deductible: part((r) => r.taxDeductibleCents),
    unmarked: part((r) => r.amountCents - r.taxDeductibleCents),
    foodCount: rows.find((r) => r.category === 'food')?.count ?? 0,
  }
}

/**
 * A tax year's federal return from the books and the tax profile: how the user was paid (W-2
 * wages on line 1a, never Schedule C; 1099 income on Schedule C), Schedule C by line with meals at
 * 80 % (50 % outside DOT hours-of-service rules) or the per diem allowance instead, lodging in full,
 * the vehicle by the method the rules allow, Schedule 1 adjustments (self-employed health insurance,
 * retirement), withholding credited, and the quarterly payments withholding leaves. Federal only.
 */
export async function taxReport(options: Caller & { year: number }): Promise<TaxReport> {
  const { db, userId, year } = options
  const range = { from: `${year}-01-01`, to: `${year}-12-31` }
  const [sums, profile, miles, [user], withheldOnPayStubs, logged] = await Promise.all([
    categorySums(db, userId, range),
    readTaxProfile(db, userId, year),
    businessMiles(db, userId, year),
    db.select({ role: users.role, vehicle: users.mileageVehicle }).from(users).where(eq(users.id, userId)),
    payStubWithholding(db, userId, year),
    perDiemYear(db, userId, year).then((log) => log.totals),
  ])
  const role = user?.role ?? 'company_driver'
  const payType = profile.payType ?? defaultPayType(role)
  const business = hasBusiness(payType)
  const firstYearProfile =
    profile.vehicleFirstYear !== null && profile.vehicleFirstYear < year
      ? await readTaxProfile(db, userId, profile.vehicleFirstYear)
      : null

  // Income: W-2 wages (all of it for an employee-only year), the rest Schedule C gross receipts.
  const revenue = sums.filter((s) => s.type === 'revenue')
  const grossIncomeCents = revenue.reduce((sum, s) => sum + s.amountCents, 0)
  const ledgerWagesCents = revenue
    .filter((s) => !business || s.category === WAGES)
    .reduce((sum, s) => sum + s.amountCents, 0)
  const receiptsCents = grossIncomeCents - ledgerWagesCents

  const expenses = expensesByCategory(sums)
  const hoursOfService = profile.hoursOfService ?? true
  const mealsPercent = hoursOfService
    ? MEALS_DEDUCTIBLE_PERCENT.hoursOfService
    : MEALS_DEDUCTIBLE_PERCENT.other
  const perDiemAllowance = logged.allowanceCents
  const mealsMethod =
    profile.mealsMethod ?? (logged.fullDays + logged.partialDays > 0 ? 'per_diem' : 'actual_meals')

  // The vehicle: what the standard rate would replace against the rate, by the rules.
  const replacedCents = expenses.deductible
    .filter((c) => REPLACED_BY_STANDARD_RATE.has(c.category))
    .reduce((sum, c) => sum + c.amountCents, 0)
  const rate = standardMileageRateUsd(year)
  // Eligibility by how the user was paid this year (the role only gives the default pay type).
  const eligibility = business
    ? standardRateEligibility('owner_operator', user?.vehicle ?? null)
    : standardRateEligibility('company_driver', null)
  const standardMileageCents =
    eligibility.applies && rate !== undefined
      ? standardMileage({ legs: [{ year, businessMiles: miles }] }).deductionCents
      : null
  const choice = vehicleMethodFor({
    year,
    eligibility,
    standardMileageCents,
    replacedCostsCents: replacedCents,
    chosen: profile.vehicleMethod,
    firstYear: profile.vehicleFirstYear,
    firstYearMethod: firstYearProfile?.vehicleMethod ?? null,
    acceleratedDepreciation: profile.vehicleAcceleratedDepreciation,
    vehiclesInService: profile.vehiclesInService,
  })
  const useStandard = choice.method === 'standard_mileage'

  // Each deductible category finds its place: Schedule C, Schedule 1, or not deducted (and why).
  const scheduleCRows: (ExpenseRow & { line: string; lineLabel: string })[] = []
  const schedule1 = new Map<string, { line: string; label: string; amountCents: number }>()
  const NEEDS_REVIEW = 'Say what this settlement deduction is to deduct it.'
  const notDeducted: TaxReport['notDeducted'] = expenses.unmarked.map((c) => ({
    ...c,
    reason: c.category === 'needs_review' ? NEEDS_REVIEW : 'Marked not tax-deductible.',
  }))
  const skip = (c: ExpenseRow, reason: string) => notDeducted.push({ ...c, reason })
  for (const c of expenses.deductible) {
    if (!business) skip(c, 'An employee’s unreimbursed expenses are not deductible (since 2018).')
    else if (c.category === 'needs_review') skip(c, NEEDS_REVIEW)
    else if (NEVER_DEDUCTED.has(c.category))
      skip(c, 'Personal money (garnishment, child support, loans) is no deduction.')
    else if (SCHEDULE_1_ADJUSTMENTS[c.category]) {
      const line = SCHEDULE_1_ADJUSTMENTS[c.category]!
      const row = schedule1.get(line.line) ?? { ...line, amountCents: 0 }
      row.amountCents += c.amountCents
      schedule1.set(line.line, row)
    } else if (MEALS.has(c.category) && mealsMethod === 'per_diem') {
      skip(c, 'Per diem is taken for meals this year: receipts for the same days are not deducted too.')
    } else if (useStandard && REPLACED_BY_STANDARD_RATE.has(c.category)) {
      skip(c, 'Included in the standard mileage rate.')
    } else {
      const mapped = scheduleCLine(c.category)
      const amountCents = MEALS.has(c.category) ? percentOfCents(c.amountCents, mealsPercent) : c.amountCents
      scheduleCRows.push({ ...c, amountCents, line: mapped.line, lineLabel: mapped.label })
    }
  }
  const perDiemDeductible = percentOfCents(perDiemAllowance, mealsPercent)
  if (business && mealsMethod === 'per_diem' && perDiemDeductible > 0) {
    const mapped = scheduleCLine('meals')
    scheduleCRows.push({
      category: 'per_diem',
      label: 'Per diem (meals and incidentals)',
      amountCents: perDiemDeductible,
      line: mapped.line,
      lineLabel: mapped.label,
    })
  }
  if (business && useStandard && standardMileageCents !== null) {
    const mapped = scheduleCLine('fuel')
    scheduleCRows.push({
      category: 'standard_mileage',
      label: `Standard mileage (${miles} mi × $${rate})`,
      amountCents: standardMileageCents,
      line: CAR_AND_TRUCK_LINE,
      lineLabel: mapped.label,
    })
  }
  const lines = new Map<string, { line: string; label: string; amountCents: number }>()
  for (const row of scheduleCRows) {
    const line = lines.get(row.line) ?? { line: row.line, label: row.lineLabel, amountCents: 0 }
    line.amountCents += row.amountCents
    lines.set(row.line, line)
  }
  const scheduleC = business
    ? [...lines.values()].sort(
        (a, b) => Number.parseFloat(a.line) - Number.parseFloat(b.line) || a.line.localeCompare(b.line),
      )
    : []
  const scheduleCTotal = scheduleC.reduce((sum, l) => sum + l.amountCents, 0)
  const scheduleCProfitCents = receiptsCents - scheduleCTotal
  const schedule1Rows = [...schedule1.values()].sort((a, b) => a.line.localeCompare(b.line))
  const deductionsCents = scheduleCTotal + schedule1Rows.reduce((sum, l) => sum + l.amountCents, 0)

  const wagesCents = ledgerWagesCents + profile.w2WagesCents
  const federalWithheldCents = withheldOnPayStubs + profile.federalWithheldCents
  let detailed: TaxReport['detailed'] = null
  if (hasIncomeTaxYear(year) && wageBaseCents(year) !== undefined) {
    const r = federalReturn({
      year,
      filingStatus: profile.filingStatus,
      wagesCents,
      socialSecurityWagesCents: profile.w2SocialSecurityWagesCents ?? wagesCents,
      scheduleCProfitCents: business ? scheduleCProfitCents : null,
      otherIncomeCents: profile.otherIncomeCents,
      healthInsuranceCents: schedule1.get('17')?.amountCents ?? 0,
      retirementCents: schedule1.get('16')?.amountCents ?? 0,
      dependentsUnder17: profile.dependentsUnder17,
      age65OrOlder: profile.age65OrOlder,
      blind: profile.blind,
      federalWithheldCents,
    })
    detailed = {
      ...r,
      estimatedPayments: safeHarbour({
        taxYear: year,
        totalTaxCents: r.totalTaxCents - r.additionalChildTaxCreditCents,
        lastYearTaxCents: profile.lastYearTaxCents,
        lastYearAgiCents: profile.lastYearAgiCents,
        withheldCents: federalWithheldCents,
      }),
    }
  }

  const allExpensesCents = sums.filter((s) => s.type === 'expense').reduce((sum, s) => sum + s.amountCents, 0)
  const mealsActual = expenses.deductible
    .filter((c) => MEALS.has(c.category))
    .reduce((sum, c) => sum + c.amountCents, 0)
  return {
    year,
    range,
    payType,
    federalOnly: true,
    grossIncomeCents,
    deductionsCents,
    netProfitCents: grossIncomeCents - deductionsCents,
    simpleEstimateCents: simpleEstimateCents(grossIncomeCents - allExpensesCents),
    deductionCategories: scheduleCRows
      .map((c) => ({
        category: c.category,
        label: c.label,
        amountCents: c.amountCents,
        percent: shareOf(c.amountCents, scheduleCTotal),
        scheduleCLine: c.line,
        scheduleCLabel: c.lineLabel,
      }))
      .sort((a, b) => b.amountCents - a.amountCents),
    scheduleC,
    schedule1: schedule1Rows,
    notDeducted,
    w2: wagesCents > 0 || !business ? { wagesCents, federalWithheldCents } : null,
    meals: {
      deductiblePercent: mealsPercent,
      actualMealsCents: mealsActual,
      lodgingCents: expenses.deductible.find((c) => c.category === 'lodging')?.amountCents ?? 0,
      toSplitCount: expenses.foodCount,
    },
    perDiem: {
      method: mealsMethod,
      fullDays: logged.fullDays,
      partialDays: logged.partialDays,
      allowanceCents: perDiemAllowance,
      deductibleCents: business && mealsMethod === 'per_diem' ? perDiemDeductible : 0,
      daysWithoutRate: logged.daysWithoutRate,
    },
    vehicle: {
      method: choice.method,
      reason: choice.reason,
      chosen: choice.chosen,
      standardAllowed: choice.standardAllowed,
      businessMiles: Number(miles),
      standardMileageCents,
      actualCostsCents: replacedCents,
    },
    profile,
    detailed,
  }
}
