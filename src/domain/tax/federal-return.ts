import { percentOfCents } from '@/domain/decimal.ts'
import { form1040TaxCents, qbiDeductionCents, standardDeductionCents } from './income-tax.ts'
import { selfEmploymentTax } from './self-employment-tax.ts'
import {
  ADDITIONAL_MEDICARE_TAX,
  ADDITIONAL_STANDARD_DEDUCTION_DOLLARS,
  CHILD_TAX_CREDIT_DOLLARS,
  CHILD_TAX_CREDIT_RULES,
  type FilingStatus,
  SENIOR_DEDUCTION,
} from './tables.ts'

/** How the user was paid in a year: it decides which forms the money goes on. */
export const PAY_TYPES = ['w2', 'leased_1099', 'own_authority_1099', 'w2_and_1099'] as const
export type PayType = (typeof PAY_TYPES)[number]

export const hasWages = (payType: PayType) => payType === 'w2' || payType === 'w2_and_1099'
export const hasBusiness = (payType: PayType) => payType !== 'w2'

export interface FederalReturnInput {
  year: number
  filingStatus: FilingStatus
  /** Form 1040 line 1a: W-2 box 1 wages. */
  wagesCents: number
  /** W-2 box 3 (Schedule SE line 8a); the wages when not given. */
  socialSecurityWagesCents?: number
  /** Schedule C line 31 (a loss negative); null when there is no business. */
  scheduleCProfitCents: number | null
  otherIncomeCents: number
  /** Self-employed health, dental and vision premiums paid (Schedule 1 line 17 before its limit). */
  healthInsuranceCents: number
  /** SEP, SIMPLE or solo 401(k) contributions (Schedule 1 line 16). */
  retirementCents: number
  dependentsUnder17: number
  /** People on the return who are 65 or older, and who are blind (0 to 2 on a joint return). */
  age65OrOlder: number
  blind: number
  /** Federal income tax withheld (W-2 box 2) and other payments already made. */
  federalWithheldCents: number
}

export interface FederalReturn {
  wagesCents: number
  scheduleCProfitCents: number
  seTaxCents: number
  halfSeTaxCents: number
  healthInsuranceDeductionCents: number
  retirementDeductionCents: number
  adjustedGrossIncomeCents: number
  standardDeductionCents: number
  seniorDeductionCents: number
  qbiDeductionCents: number
  taxableIncomeCents: number
  incomeTaxCents: number
  childTaxCreditCents: number
  additionalChildTaxCreditCents: number
  additionalMedicareTaxCents: number
  totalTaxCents: number
  federalWithheldCents: number
  /** What is still owed after withholding and refundable credits; negative is a refund. */
  balanceDueCents: number
  /** The income tax on the last dollar plus SE tax where it applies, as a percent string ("37.3"). */
  marginalPercent: string
}

const joint = (status: FilingStatus) => (status === 'married_jointly' ? 'married_jointly' : 'single')

/** The standard deduction with the additional amounts for age 65 or older and blindness. */
function standardDeduction(input: FederalReturnInput): number {
  const extra = ADDITIONAL_STANDARD_DEDUCTION_DOLLARS[input.year]
  const each = input.filingStatus === 'married_jointly' ? extra!.married : extra!.unmarried
  return (
    standardDeductionCents(input.year, input.filingStatus) + (input.age65OrOlder + input.blind) * each * 100
  )
}

/** Schedule 1-A Part V: $6,000 for each person 65 or older, each less 6 % of MAGI over the floor. */
function seniorDeduction(input: FederalReturnInput, agiCents: number): number {
  if (input.year < SENIOR_DEDUCTION.fromYear || input.year > SENIOR_DEDUCTION.toYear) return 0
  const floor = SENIOR_DEDUCTION.phaseOutFromDollars[joint(input.filingStatus)] * 100
  const reduction = percentOfCents(Math.max(0, agiCents - floor), SENIOR_DEDUCTION.phaseOutPercent)
  const each = Math.max(0, SENIOR_DEDUCTION.perPersonDollars * 100 - reduction)
  return each * input.age65OrOlder
}

/** Schedule 8812: the credit, limited by the tax; the rest refundable up to its limits. */
function childTaxCredit(input: FederalReturnInput, agiCents: number, taxCents: number, earnedCents: number) {
  const table = CHILD_TAX_CREDIT_DOLLARS[input.year]!
  const rules = CHILD_TAX_CREDIT_RULES
  const children = input.dependentsUnder17
  if (children <= 0) return { credit: 0, refundable: 0 }
  const over = Math.max(0, agiCents - rules.phaseOutFromDollars[joint(input.filingStatus)] * 100)
  // $50 for each $1,000 or part of $1,000 over the threshold.
  const steps = Math.ceil(over / (rules.stepDollars * 100))
  const allowed = Math.max(0, children * table.perChild * 100 - steps * rules.reductionPerStepDollars * 100)
  const credit = Math.min(allowed, taxCents)
  const earnedOver = Math.max(0, earnedCents - rules.earnedIncomeFloorDollars * 100)
  const refundable = Math.min(
    allowed - credit,
    children * table.refundablePerChild * 100,
    percentOfCents(earnedOver, rules.refundablePercentOfEarned),
  )
  return { credit, refundable: Math.max(0, refundable) }
}

/**
 * A federal return from its parts, in the order of Form 1040 and its schedules: Schedule SE, the
 * Schedule 1 adjustments (half SE tax, retirement, then self-employed health insurance up to the
 * business's profit), AGI, the standard deduction (with the additional amounts), the senior
 * deduction, the QBI deduction (on QBI less those adjustments), the tax (Tax Table under $100,000),
 * the child tax credit, Additional Medicare Tax (Form 8959), and what withholding leaves to pay.
 * State income tax is not here: federal only.
 */
function computeReturn(input: FederalReturnInput): Omit<FederalReturn, 'marginalPercent'> {
  const status = input.filingStatus
  const business = input.scheduleCProfitCents !== null
  const profit = input.scheduleCProfitCents ?? 0
  const ssWages = input.socialSecurityWagesCents ?? input.wagesCents
  const se = business
    ? selfEmploymentTax({
        taxYear: input.year,
        netProfitCents: profit,
        w2SocialSecurityWagesCents: ssWages,
        roundingMode: 'cents',
      })
    : null
  const seTax = se?.seTaxCents ?? 0
  const halfSe = se?.deductionHalfSeCents ?? 0
  // Both are limited to what the business earned (Form 7206 line 4; Pub 560).
  const businessRoom = Math.max(0, profit - halfSe)
  const retirement = business ? Math.min(input.retirementCents, businessRoom) : 0
  const health = business ? Math.min(input.healthInsuranceCents, Math.max(0, businessRoom - retirement)) : 0

  const agi = input.wagesCents + profit + input.otherIncomeCents - halfSe - retirement - health
  const standard = standardDeduction(input)
  const senior = seniorDeduction(input, agi)
  const beforeQbi = Math.max(0, agi - standard - senior)
  const qbi = business
    ? qbiDeductionCents({
        year: input.year,
        status,
        qbiCents: profit - halfSe - health - retirement,
        taxableIncomeBeforeQbiCents: beforeQbi,
      })
    : 0
  const taxable = Math.max(0, beforeQbi - qbi)
  const incomeTax = form1040TaxCents(input.year, status, taxable)

  const earned = input.wagesCents + Math.max(0, profit - halfSe)
  const ctc = childTaxCredit(input, agi, incomeTax, earned)

  // Form 8959: wages over the threshold, then self-employment income over what the wages left of it.
  const threshold = ADDITIONAL_MEDICARE_TAX.thresholdDollars[joint(status)] * 100
  const seIncome = Math.max(0, se?.netEarningsCents ?? 0)
  const additionalMedicare =
    percentOfCents(Math.max(0, input.wagesCents - threshold), ADDITIONAL_MEDICARE_TAX.percent) +
    percentOfCents(
      Math.max(0, seIncome - Math.max(0, threshold - input.wagesCents)),
      ADDITIONAL_MEDICARE_TAX.percent,
    )

  const totalTax = incomeTax - ctc.credit + seTax + additionalMedicare
  const balanceDue = totalTax - input.federalWithheldCents - ctc.refundable
  return {
    wagesCents: input.wagesCents,
    scheduleCProfitCents: profit,
    seTaxCents: seTax,
    halfSeTaxCents: halfSe,
    healthInsuranceDeductionCents: health,
    retirementDeductionCents: retirement,
    adjustedGrossIncomeCents: agi,
    standardDeductionCents: standard,
    seniorDeductionCents: senior,
    qbiDeductionCents: qbi,
    taxableIncomeCents: taxable,
    incomeTaxCents: incomeTax,
    childTaxCreditCents: ctc.credit,
    additionalChildTaxCreditCents: ctc.refundable,
    additionalMedicareTaxCents: additionalMedicare,
    totalTaxCents: totalTax,
    federalWithheldCents: input.federalWithheldCents,
    balanceDueCents: balanceDue,
  }
}

export function federalReturn(input: FederalReturnInput): FederalReturn {
  const computed = computeReturn(input)
  return { ...computed, marginalPercent: marginalPercent(input, computed) }
}

/** The tax a return leaves the filer: total tax less the refundable credit. */
const netTax = (r: Omit<FederalReturn, 'marginalPercent'>) =>
  r.totalTaxCents - r.additionalChildTaxCreditCents

/**
 * What the last $1,000 of business profit (of wages for an employee) costs in tax, as a percent to
 * one decimal: income tax at the bracket and the QBI deduction as the return applies them, plus SE
 * tax where it applies. A deduction of one more dollar saves about this much.
 */
function marginalPercent(
  input: FederalReturnInput,
  computed: Omit<FederalReturn, 'marginalPercent'>,
): string {
  const step = 100_000
  const less =
    input.scheduleCProfitCents !== null
      ? { ...input, scheduleCProfitCents: input.scheduleCProfitCents - step }
      : { ...input, wagesCents: Math.max(0, input.wagesCents - step) }
  const delta = Math.max(0, netTax(computed) - netTax(computeReturn(less)))
  return (Math.round((delta * 1000) / step) / 10).toFixed(1)
}
