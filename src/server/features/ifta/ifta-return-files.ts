import type { AppContext } from '@/server/context.ts'
import {
  type ReportDocument,
  renderCsv,
  renderPdf,
  reportOwner,
} from '@/server/features/reports/reports.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { getIftaReturn, quarterOrThrow } from './ifta-return.ts'
import { iftaReturnDocument } from './ifta-return-document.ts'

/** A quarter's return as a document, with whose books it is of (for the PDF's header). */
export async function iftaReturnDocumentOf(options: Caller & { quarter: string; today: string }) {
  const quarter = quarterOrThrow(options.quarter)
  const [ret, owner] = await Promise.all([getIftaReturn(options), reportOwner(options.db, options.userId)])
  const accountName = owner.businessName ? `${owner.businessName} (${owner.fullName})` : owner.fullName
  return { ret, quarter, owner, document: iftaReturnDocument(ret, quarter, accountName) }
}

export type IftaReturnDocument = Awaited<ReturnType<typeof iftaReturnDocumentOf>>

/** The return drawn as a file. */
export function renderIftaReturn(
  ctx: Pick<AppContext, 'clock'>,
  made: { document: ReportDocument; owner: IftaReturnDocument['owner'] },
  format: 'csv' | 'pdf',
): Promise<string | Buffer> {
  if (format === 'csv') return Promise.resolve(renderCsv(made.document))
  return renderPdf(made.document, {
    productName: 'RigLedger',
    owner: made.owner,
    generatedAt: ctx.clock.now(),
    timeZone: made.owner.timeZone,
  })
}
