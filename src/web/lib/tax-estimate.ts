/**
 * What an Estimated Tax figure is, under it: the Tax Summary's federal tax of the year so far, or,
 * only where the year has no tax tables, the sketch's 25 % rule, named as a rule of thumb.
 */
export function taxEstimateNote(estimate: {
  estimatedTaxBasis: 'detailed' | 'rule_of_thumb'
  estimatedTaxYear: number
}): string {
  return estimate.estimatedTaxBasis === 'detailed'
    ? `Federal, ${estimate.estimatedTaxYear} so far`
    : 'Rule of thumb: 25% of net'
}
