import { parseQuarter } from './ifta/quarter.ts'
import { addDays, type IsoDate, startOfWeek } from './period.ts'
import { estimatedTaxDueDates, type Quarter } from './tax/estimated-tax.ts'

/** How many days before an estimated tax (or IFTA return) due date the reminder goes. */
export const TAX_REMINDER_DAYS = 7

export type ScheduledMail =
  | { kind: 'weekly_summary'; periodKey: string; from: IsoDate; to: IsoDate }
  | { kind: 'tax_deadlines'; periodKey: string; due: IsoDate; quarter: Quarter; taxYear: number }
  /** An IFTA quarterly return (for those who keep trucks), under the same Tax deadlines setting. */
  | { kind: 'tax_deadlines'; periodKey: string; due: IsoDate; iftaQuarter: string }

/**
 * The scheduled e-mails a user's `today` calls for: on a Monday, the summary of the week before
 * (Monday to Sunday); within a week before a quarterly estimated tax due date, its reminder, and for
 * an IFTA filer the same before an IFTA return's due date. Each has a period key, so it is sent once.
 */
export function scheduledMailsDue(today: IsoDate, options: { iftaFiler?: boolean } = {}): ScheduledMail[] {
  const due: ScheduledMail[] = []
  // startOfWeek is the Sunday: today is Monday when it is the day after it.
  if (addDays(startOfWeek(today), 1) === today) {
    const from = addDays(today, -7)
    due.push({ kind: 'weekly_summary', periodKey: `week:${from}`, from, to: addDays(today, -1) })
  }
  const year = Number(today.slice(0, 4))
  for (const taxYear of [year - 1, year]) {
    for (const [quarter, date] of Object.entries(estimatedTaxDueDates(taxYear)) as [Quarter, IsoDate][]) {
      if (today <= date && today >= addDays(date, -TAX_REMINDER_DAYS)) {
        due.push({ kind: 'tax_deadlines', periodKey: `tax:${date}`, due: date, quarter, taxYear })
      }
    }
  }
  if (options.iftaFiler) {
    for (const quarter of [`${year - 1}Q4`, `${year}Q1`, `${year}Q2`, `${year}Q3`]) {
      const { dueDate } = parseQuarter(quarter)!
      if (today <= dueDate && today >= addDays(dueDate, -TAX_REMINDER_DAYS))
        due.push({ kind: 'tax_deadlines', periodKey: `ifta:${quarter}`, due: dueDate, iftaQuarter: quarter })
    }
  }
  return due
}
