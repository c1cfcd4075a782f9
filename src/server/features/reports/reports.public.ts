/** What the reports feature offers the others: the one tax estimate every screen shows. */

export { renderCsv } from './files/render-csv.ts'
export { renderPdf } from './files/render-pdf.ts'
export { cents, periodWords, type ReportDocument, rangeStem } from './files/report-document.ts'
/** …and the one way a report becomes a file: a document drawn as CSV or PDF, naming whose books. */
export { reportOwner } from './files/report-owner.ts'
export { type TaxEstimate, taxEstimate } from './tax-estimate.ts'
