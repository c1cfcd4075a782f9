import { SCHEDULE_C_LINES, SCHEDULE_C_OTHER } from './tables.ts'

/** The Schedule C Part II line an expense category is reported on (a starting mapping). */
export function scheduleCLine(category: string): { line: string; label: string } {
  return SCHEDULE_C_LINES[category] ?? SCHEDULE_C_OTHER
}
