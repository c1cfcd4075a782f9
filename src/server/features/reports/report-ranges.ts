import type { z } from 'zod'
import type { ZReportQuery } from '@/contracts/reports.ts'
import type { DateRange } from '@/domain/period.ts'
import { reportRanges } from '@/domain/reports/report-range.ts'
import { AppError } from '@/server/lib/errors.ts'

/** The query's period and the one before it; a bad custom range is the caller's 400. */
export function rangesOf(
  query: z.output<typeof ZReportQuery>,
  today: string,
): { range: DateRange; previous: DateRange } {
  try {
    return reportRanges(query.period, query.date ?? today, today, { from: query.from, to: query.to })
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('BAD_REQUEST', error.message)
    throw error
  }
}
