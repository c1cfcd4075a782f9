import archiver from 'archiver'
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { CUSTOM_REPORT_COLUMNS } from '@/contracts/reports.ts'
import type { AppContext } from '@/server/context.ts'
import { documents } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { type ReportFileParams, reportDocument } from './build-report-file.ts'
import { renderCsv } from './render-csv.ts'
import { renderPdf } from './render-pdf.ts'
import { reportOwner } from './report-owner.ts'

/**
 * A year's package for the books' owner or their accountant: the profit and loss, the tax summary
 * and the balance sheet at December 31 as PDF, every expense of the year as CSV, and the documents uploaded that year (pay sheets and
 * receipts), as one zip (streamed).
 */
export async function yearEndPackage(
  ctx: AppContext,
  caller: Caller & { year: number; today: string; timeZone: string },
) {
  const { year, today } = caller
  const start = `${year}-01-01`
  const end = `${year}-12-31`
  const base = { format: 'pdf' as const, period: 'yearly' as const, date: start, today }
  const owner = await reportOwner(caller.db, caller.userId)
  const render = (params: ReportFileParams) =>
    reportDocument(caller, params).then((document) =>
      renderPdf(document, {
        productName: 'RigLedger',
        owner,
        generatedAt: ctx.clock.now(),
        timeZone: caller.timeZone,
      }),
    )
  const [profitLoss, tax, balance, expenses, files] = await Promise.all([
    render({ ...base, type: 'profit_loss' } as ReportFileParams),
    render({ ...base, type: 'tax', year } as ReportFileParams),
    render({ ...base, type: 'balance_sheet', date: end } as ReportFileParams),
    reportDocument(caller, {
      ...base,
      type: 'custom',
      format: 'csv',
      config: {
        name: `Expenses ${year}`,
        type: 'expenses',
        filters: {
          dateRange: { start, end },
          category: null,
          amountRange: { min: 0, max: 1_000_000_000_00 },
          paymentMethod: null,
        },
        columns: [...CUSTOM_REPORT_COLUMNS],
      },
    } as ReportFileParams).then(renderCsv),
    caller.db
      .select({
        id: documents.id,
        fileName: documents.fileName,
        storageKey: documents.storageKey,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(
        and(
          eq(documents.userId, caller.userId),
          gte(documents.createdAt, new Date(`${start}T00:00:00Z`)),
          lt(documents.createdAt, new Date(`${year + 1}-01-01T00:00:00Z`)),
        ),
      )
      .orderBy(asc(documents.createdAt)),
  ])
  const zip = archiver('zip', { zlib: { level: 6 } })
  ctx.background(async () => {
    zip.append(profitLoss, { name: `profit-and-loss-${year}.pdf` })
    zip.append(tax, { name: `tax-summary-${year}.pdf` })
    zip.append(balance, { name: `balance-sheet-${end}.pdf` })
    zip.append(expenses, { name: `expenses-${year}.csv` })
    const used = new Set<string>()
    for (const file of files) {
      const bytes = await ctx.storage.get(file.storageKey)
      if (!bytes) continue
      let name = file.fileName
      for (let n = 2; used.has(name); n += 1) name = file.fileName.replace(/(\.\w+)?$/, `-${n}$1`)
      used.add(name)
      zip.append(Buffer.from(bytes), { name: `documents/${name}`, date: file.createdAt })
    }
    await zip.finalize()
  })
  return { stream: zip, fileName: `rigledger-${year}-year-end.zip` }
}
