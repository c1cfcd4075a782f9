import type { ReserveCheckView } from '@/contracts/reserves'
import type { EntryKind, ReserveKind } from '@/domain/reserves/reserve-ledger'
import { formatDate, formatMoney } from '@/web/lib/format'

export const RESERVE_KIND_LABELS: Record<ReserveKind, string> = {
  escrow: 'Escrow',
  maintenance: 'Maintenance reserve',
  tire: 'Tire fund',
  other: 'Other reserve',
}

export const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  deposit: 'Deposit',
  interest: 'Interest',
  draw: 'Draw',
  refund: 'Refund',
  adjustment: 'Adjustment',
}

/** Whether a check asks for the escrow back: the letter goes with it. */
export const asksForReturn = (check: ReserveCheckView) =>
  check.kind === 'return_due' || check.kind === 'return_overdue'

/** What a check says to the trucker, with the rule it comes from. */
export function checkText(check: ReserveCheckView): { title: string; body: string; color: string } {
  switch (check.kind) {
    case 'return_overdue':
      return {
        color: 'red',
        title: `Escrow not returned: ${check.daysLate} days overdue`,
        body: `The carrier had to return the ${formatMoney(check.balanceCents)} still held by ${formatDate(check.dueDate)}, 45 days after the lease ended (49 CFR 376.12(k)(6)). Send the request letter with the statement.`,
      }
    case 'return_due':
      return {
        color: 'orange',
        title: `Escrow due back by ${formatDate(check.dueDate)}: ${check.daysLeft} days left`,
        body: `The lease has ended: the carrier must return the ${formatMoney(check.balanceCents)} held within 45 days (49 CFR 376.12(k)(6)), less only the itemised charges the lease allows. You can send the request letter now.`,
      }
    case 'interest_missing':
      return {
        color: 'orange',
        title: `No interest credited for ${check.quarter}`,
        body: `The account held ${formatMoney(check.averageBalanceCents)} on average that quarter. Escrow must earn interest, paid at least quarterly (49 CFR 376.12(k)(5)). If the carrier credited it, add the interest entry.`,
      }
    case 'interest_below_rate':
      return {
        color: 'orange',
        title: `Interest of ${formatDate(check.date)} below the ${check.basis === 'tbill' ? 'Treasury bill yield' : 'lease’s rate'}`,
        body: `Credited ${formatMoney(check.creditedCents)}; ${check.ratePercent} % a year (${
          check.basis === 'tbill'
            ? `the 13-week Treasury bill yield of ${formatDate(check.periodStart)}, higher than the lease’s rate`
            : 'the lease’s rate'
        }) on the balance held since ${formatDate(check.periodStart)} gives ${formatMoney(check.expectedCents)}. Escrow must earn at least the higher of the two (49 CFR 376.12(k)(5)).`,
      }
    case 'tbill_rate_unknown':
      return {
        color: 'gray',
        title: `No Treasury bill yield on file for ${formatDate(check.date)}`,
        body: `The interest credited on ${formatDate(check.creditDate)} is checked against the lease’s rate only: the 13-week bill yield of the week that period began is not on file yet. The escrow must earn at least that yield (49 CFR 376.12(k)(5)); an administrator adds the Treasury’s auction results.`,
      }
    case 'no_interest_rate':
      return {
        color: 'yellow',
        title: 'The lease’s interest rate is missing',
        body: 'Escrow must earn at least the average yield of 91-day Treasury bills (49 CFR 376.12(k)(5)). Each credit is checked against that yield where it is on file; enter the rate your lease names to have it checked against the higher of the two.',
      }
    case 'draw_not_itemised':
      return {
        color: 'yellow',
        title: `A draw of ${formatMoney(check.amountCents)} on ${formatDate(check.date)} is not itemised`,
        body: 'Every deduction from escrow must be itemised with what it paid for (49 CFR 376.12(k)(2)). Ask the carrier and note it on the draw.',
      }
  }
}
