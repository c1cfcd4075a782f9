/**
 * Form 4562 Part I, the section 179 deduction's business income limitation (Instructions for Form
 * 4562, lines 9 to 13; IRC 179(b)(3); Treas. Reg. 1.179-2(c); Pub 946 chapter 2, "Business Income
 * Limit"). The tentative deduction (line 9: the elected cost within the year's dollar limit) and the
 * carryover of what earlier years could not deduct (line 10) are deducted up to the taxable income
 * from the trades or businesses the taxpayer actively conducted (line 11), figured without the
 * section 179 deduction itself, the deduction for half of self-employment tax and any net operating
 * loss, and including wages earned as an employee; never below zero. What is left carries to the next
 * year (line 13). Bonus and table depreciation are not limited: they may make a loss.
 */
export interface Section179Limit {
  /** Line 11: business income (not less than zero). */
  businessIncomeLimitCents: number
  /** Line 12: the section 179 expense deduction of the year. */
  deductionCents: number
  /** Line 13: carried to the next year. */
  carryoverCents: number
}

export function section179Limit(input: {
  /** Line 9. */
  tentativeCents: number
  /** Line 10. */
  carryoverInCents: number
  /** Business income without section 179 (may be negative). */
  businessIncomeCents: number
}): Section179Limit {
  const claimed = input.tentativeCents + input.carryoverInCents
  const businessIncomeLimitCents = Math.max(0, input.businessIncomeCents)
  const deductionCents = Math.min(claimed, businessIncomeLimitCents)
  return { businessIncomeLimitCents, deductionCents, carryoverCents: claimed - deductionCents }
}
