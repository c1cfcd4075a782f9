import { addDays, type IsoDate } from '@/domain/period.ts'
import { nextBusinessDay } from '@/domain/tax/business-days.ts'

/** An IFTA reporting quarter, written '2025Q3' in the API and the URLs. */
export interface IftaQuarter {
  key: string
  year: number
  quarter: 1 | 2 | 3 | 4
  /** Its first and last days. */
  from: IsoDate
  to: IsoDate
  /** When its return is due: the last day of the month after it, or the next business day (R960). */
  dueDate: IsoDate
  /** "3rd quarter 2025 (Jul–Sep)". */
  label: string
}

const QUARTER_KEY = /^(\d{4})Q([1-4])$/
/** The years a quarter may fall in: the ledger's dates (1900–2200). */
const FIRST_YEAR = 1900
const LAST_YEAR = 2199
const ORDINALS = ['1st', '2nd', '3rd', '4th'] as const
const MONTHS = ['Jan–Mar', 'Apr–Jun', 'Jul–Sep', 'Oct–Dec'] as const
const pad = (n: number) => String(n).padStart(2, '0')

/** The quarter a key names ('2025Q3'), or null when it names none. */
export function parseQuarter(key: string): IftaQuarter | null {
  const match = QUARTER_KEY.exec(key)
  if (!match) return null
  const year = Number(match[1])
  if (year < FIRST_YEAR || year > LAST_YEAR) return null
  const quarter = Number(match[2]) as 1 | 2 | 3 | 4
  const firstMonth = (quarter - 1) * 3 + 1
  const from = `${year}-${pad(firstMonth)}-01`
  const next = quarter === 4 ? `${year + 1}-01-01` : `${year}-${pad(firstMonth + 3)}-01`
  const to = addDays(next, -1)
  // The last day of the month after the quarter (IFTA Articles of Agreement R960.100).
  const dueMonthEnd = addDays(addMonth(next), -1)
  return {
    key,
    year,
    quarter,
    from,
    to,
    dueDate: nextBusinessDay(dueMonthEnd),
    label: `${ORDINALS[quarter - 1]} quarter ${year} (${MONTHS[quarter - 1]})`,
  }
}

/** The first day of the month after a month's first day. */
function addMonth(firstOfMonth: IsoDate): IsoDate {
  const [y, m] = firstOfMonth.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`
}

/** The key of the quarter a date falls in. */
export function quarterOf(date: IsoDate): string {
  const [y, m] = date.split('-').map(Number) as [number, number]
  return `${y}Q${Math.floor((m - 1) / 3) + 1}`
}

/** The quarter before one. */
export function previousQuarter(key: string): string {
  const q = parseQuarter(key)
  if (!q) throw new Error(`Not a quarter: ${key}`)
  return q.quarter === 1 ? `${q.year - 1}Q4` : `${q.year}Q${q.quarter - 1}`
}
