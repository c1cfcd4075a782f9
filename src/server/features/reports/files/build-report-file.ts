import type { z } from 'zod'
import type { ZReportFileRequest } from '@/contracts/reports.ts'
import { balanceSheet } from '@/server/features/balance-sheet/balance-sheet.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { customReport, FILE_ROWS } from '../custom-report.ts'
import { expenseReport } from '../expense-report.ts'
import { mileageReportData } from '../mileage-report-data.ts'
import { profitLossReport } from '../profit-loss-report.ts'
import { rangesOf } from '../report-ranges.ts'
import { revenueReport } from '../revenue-report.ts'
import { taxReport } from '../tax-report.ts'
import type { ReportDocument } from './report-document.ts'
import {
  balanceSheetDocument,
  customDocument,
  expenseDocument,
  mileageDocument,
  profitLossDocument,
  revenueDocument,
  taxDocument,
} from './report-documents.ts'

/** A file request with its day fixed when it was asked for, so the job makes what the user saw. */
export type ReportFileParams = z.output<typeof ZReportFileRequest> & { date: string; today: string }

/** The report a file request names, as a document. */
export async function reportDocument(caller: Caller, params: ReportFileParams): Promise<ReportDocument> {
  const query = { ...params, today: params.today }
  switch (params.type) {
    case 'profit_loss':
      return profitLossDocument(await profitLossReport({ ...caller, ...query }))
    case 'expenses':
      return expenseDocument(await expenseReport({ ...caller, ...query }))
    case 'revenue':
      return revenueDocument(await revenueReport({ ...caller, ...query, trend: '12m' }))
    case 'tax':
      return taxDocument(await taxReport({ ...caller, year: params.year ?? Number(params.date.slice(0, 4)) }))
    case 'mileage':
      return mileageDocument(
        await mileageReportData(caller.db, caller.userId, rangesOf(query, params.today).range),
      )
    case 'custom': {
      const config = params.config!
      return customDocument(config, await customReport(caller.db, caller.userId, config, FILE_ROWS))
    }
    case 'balance_sheet':
      return balanceSheetDocument(await balanceSheet({ ...caller, date: params.date }))
  }
}

/** The dates a file request covers (for its name and for Export All of a period). */
export function requestRange(params: ReportFileParams): { from: string; to: string } {
  if (params.type === 'tax') {
    const year = params.year ?? Number(params.date.slice(0, 4))
    return { from: `${year}-01-01`, to: `${year}-12-31` }
  }
  // A balance sheet is of one day: the request's date.
  if (params.type === 'balance_sheet') return { from: params.date, to: params.date }
  if (params.type === 'custom')
    return { from: params.config!.filters.dateRange.start, to: params.config!.filters.dateRange.end }
  return rangesOf(params, params.today).range
}
