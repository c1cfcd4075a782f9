import { and, between, eq, gt, sql } from 'drizzle-orm'
import type { TaxReport } from '@/contracts/reports.ts'
import { formatScaled, percentOfCents } from '@/domain/decimal.ts'
import { standardRateEligibility } from '@/domain/mileage/eligibility.ts'
import { shareOf } from '@/domain/reports/report-range.ts'
import { equipmentPaymentRule } from '@/domain/tax/equipment-payments.ts'
import { safeHarbour } from '@/domain/tax/estimated-tax.ts'
import { federalReturn, hasBusiness, type PayType } from '@/domain/tax/federal-return.ts'
import { section179Limit } from '@/domain/tax/form-4562.ts'
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
  SCHEDULE_C_INTEREST,
} from '@/domain/tax/tables.ts'
import { vehicleMethodFor } from '@/domain/tax/vehicle-method.ts'
import type { Db } from '@/server/db/client.ts'
import { assets, mileageEntries, users } from '@/server/db/schema/index.ts'
import { depreciationSummary } from '@/server/features/assets/assets.public.ts'
import { perDiemYear } from '@/server/features/per-diem/per-diem.public.ts'
import { federalWithheldCents as payStubWithholding } from '@/server/features/settlements/settlements.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { byCategory, type CategorySum, categorySums, isExpense } from './ledger-category-sums.ts'
import { readTaxProfile } from './tax-profile.ts'

const CAR_AND_TRUCK_LINE = '9'
const MEALS = new Set(['meals', 'food'])
const WAGES = 'wages'
const INTEREST = 'interest_income'

type EquipmentSummary = Awaited<ReturnType<typeof depreciationSummary>>
/** The equipment a standard mileage rate covers: a tractor, or whatever is linked to a truck. */
const isVehicle = (asset: EquipmentSummary['assets'][number]) =>
  asset.kind === 'tractor' || asset.truckId !== null

/**
 * What last year's Form 4562 carried to this year (line 13 to line 10): the section 179 that business
 * income did not cover, from last year's return as figured from the books (back to the first year
 * with a section 179 election).
 */
async function section179CarryoverIn(options: Caller & { year: number }): Promise<number> {
  const { db, userId, year } = options
  const [first] = await db
    .select({ placed: sql<string | null>`min(${assets.placedInServiceDate})::text` })
    .from(assets)
    .where(and(eq(assets.userId, userId), gt(assets.section179Cents, 0)))
  if (!first?.placed || Number(first.placed.slice(0, 4)) >= year) return 0
  const last = await taxReport({ ...options, year: year - 1 })
  return last.equipment?.section179CarryoverCents ?? 0
}

/** The year's equipment on the return: Schedule C rows, what is not deducted, and Form 4562's figures. */
async function equipmentFigures(input: {
  options: Caller & { year: number }
  equipment: EquipmentSummary
  useStandard: boolean
  businessIncomeBefore179Cents: (deductedCents: number) => number
}) {
  const { equipment, useStandard } = input
  const line13 = scheduleCLine('equipment')
  const covered = equipment.assets.filter((a) => !(useStandard && isVehicle(a)))
  const notDeducted: TaxReport['notDeducted'] = equipment.assets
    .filter((a) => useStandard && isVehicle(a) && a.depreciationCents > 0)
    .map((a) => ({
      category: 'depreciation',
      label: `Depreciation: ${a.description}`,
      amountCents: a.depreciationCents,
      reason: 'Included in the standard mileage rate.',
    }))
  const bonusCents = covered.reduce((sum, a) => sum + a.bonusCents, 0)
  const macrsCents = covered.reduce((sum, a) => sum + a.macrsCents, 0)
  const interestCents = equipment.businessInterestCents
  const sales = covered.flatMap((a) => (a.disposal ? [a.disposal] : []))
  // Form 4797: section 1245 recapture and a loss are ordinary; the rest of a gain is section 1231.
  const ordinaryCents = sales.reduce((sum, d) => sum + (d.gainCents < 0 ? d.gainCents : d.recaptureCents), 0)
  const section1231GainCents = sales.reduce((sum, d) => sum + d.section1231GainCents, 0)
  const tentativeCents = covered.reduce((sum, a) => sum + a.section179Cents, 0)
  const carryoverInCents = await section179CarryoverIn(input.options)
  const limit = section179Limit({
    tentativeCents,
    carryoverInCents,
    // Sales of business equipment count too (ordinary gain or loss and section 1231 gain).
    businessIncomeCents:
      input.businessIncomeBefore179Cents(bonusCents + macrsCents + interestCents) +
      ordinaryCents +
      section1231GainCents,
  })
  const row = (
    category: string,
    label: string,
    amountCents: number,
    line: { line: string; label: string },
  ) => ({
    category,
    label,
    amountCents,
    line: line.line,
    lineLabel: line.label,
  })
  const rows = [
    row('section_179', 'Section 179 deduction (Form 4562 line 12)', limit.deductionCents, line13),
    row('depreciation', 'Depreciation: bonus and MACRS (Form 4562)', bonusCents + macrsCents, line13),
    row('loan_interest', 'Interest on equipment loans', interestCents, SCHEDULE_C_INTEREST),
  ].filter((r) => r.amountCents !== 0)
  return {
    rows,
    notDeducted,
    figures: {
      section179TentativeCents: tentativeCents,
      section179CarryoverInCents: carryoverInCents,
      businessIncomeLimitCents: limit.businessIncomeLimitCents,
      section179Cents: limit.deductionCents,
      section179CarryoverCents: limit.carryoverCents,
      bonusCents,
      macrsCents,
      depreciationCents: limit.deductionCents + bonusCents + macrsCents,
      interestCents,
      sales: { ordinaryCents, section1231GainCents },
    },
  }
}

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
  const [sums, profile, miles, [user], withheldOnPayStubs, logged, equipment] = await Promise.all([
    categorySums(db, userId, range),
    readTaxProfile(db, userId, year),
    businessMiles(db, userId, year),
    db.select({ role: users.role, vehicle: users.mileageVehicle }).from(users).where(eq(users.id, userId)),
    payStubWithholding(db, userId, year),
    perDiemYear(db, userId, year).then((log) => log.totals),
    depreciationSummary({ db, userId, year }),
  ])
  const role = user?.role ?? 'company_driver'
  const payType = profile.payType ?? defaultPayType(role)
  const business = hasBusiness(payType)
  const firstYearProfile =
    profile.vehicleFirstYear !== null && profile.vehicleFirstYear < year
      ? await readTaxProfile(db, userId, profile.vehicleFirstYear)
      : null

  // Income: W-2 wages (all of it for an employee-only year), the rest Schedule C gross receipts.
  const interestIncomeCents = sums
    .filter((s) => s.type === 'revenue' && s.category === INTEREST)
    .reduce((sum, s) => sum + s.amountCents, 0)
  // Interest earned is neither wages nor business receipts (Form 1040 line 2b): other income below.
  const revenue = sums.filter((s) => s.type === 'revenue' && s.category !== INTEREST)
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
    acceleratedDepreciation:
      profile.vehicleAcceleratedDepreciation ||
      equipment.assets.some(
        (a) =>
          isVehicle(a) &&
          a.basis === 'purchase' &&
          (a.method === 'macrs' || a.section179Cents + a.bonusCents > 0),
      ),
    vehiclesInService: profile.vehiclesInService,
  })
  const useStandard = choice.method === 'standard_mileage'

  const paymentRule = (category: string) => equipmentPaymentRule(category, equipment.assets)
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
    } else if (!paymentRule(c.category).deduct) {
      skip(c, (paymentRule(c.category) as { reason: string }).reason)
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
  // The equipment the user owns: depreciation and section 179 (line 13 via Form 4562), the loans'
  // interest (line 16b), and a sale's ordinary part (Form 4797, Schedule 1 line 4).
  const form4562 = business
    ? await equipmentFigures({
        options,
        equipment,
        useStandard,
        // Business income for section 179 (Form 4562 line 11): Schedule C without it, and wages.
        businessIncomeBefore179Cents: (deductedCents) =>
          receiptsCents -
          scheduleCRows.reduce((sum, row) => sum + row.amountCents, 0) -
          deductedCents +
          ledgerWagesCents +
          profile.w2WagesCents,
      })
    : null
  if (form4562) {
    for (const row of form4562.rows) scheduleCRows.push(row)
    notDeducted.push(...form4562.notDeducted)
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
      otherIncomeCents:
        profile.otherIncomeCents + interestIncomeCents + (form4562?.figures.sales.ordinaryCents ?? 0),
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
    equipment: form4562?.figures ?? null,
    interestIncomeCents,
    profile,
    detailed,
  }
}
