import PDFDocument from 'pdfkit'
import { formatUsd } from '@/domain/money.ts'
import type { Cell, ReportDocument } from './report-document.ts'

const MARGIN = 50
const INK = '#1a1b1e'
const MUTED = '#5c5f66'
const RULE = '#ced4da'

/** A cell as printed text. The PDF's built-in Helvetica has no true minus sign: '-' it is. */
function pdfCell(cell: Cell): string {
  if (cell === null) return ''
  if (typeof cell !== 'object') return String(cell)
  if ('cents' in cell) return cell.cents === null ? '—' : formatUsd(cell.cents).replace('−', '-')
  return cell.percent === null ? '—' : `${cell.percent}%`
}

const isNumeric = (cell: Cell) => cell !== null && typeof cell === 'object'

/** Whose books a report is of: printed under the product name on every report PDF. */
export interface ReportOwner {
  fullName: string
  businessName: string | null
}

/**
 * The document as a printable PDF (US Letter, upright unless it asks for landscape) drawn with PDFKit: a header with the product name,
 * the business and the owner the books are of, the title and period, the headline figures, each table with a header row and right-aligned
 * amounts, the notes, and page numbers.
 */
export function renderPdf(
  document: ReportDocument,
  options: { productName: string; owner: ReportOwner; generatedAt: Date; timeZone: string },
): Promise<Buffer> {
  const { owner } = options
  const pdf = new PDFDocument({
    size: 'LETTER',
    layout: document.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${document.title} — ${document.period}`,
      Author: owner.businessName ?? owner.fullName,
      Subject: owner.businessName ? `${owner.businessName} (${owner.fullName})` : owner.fullName,
      Creator: options.productName,
    },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  const width = pdf.page.width - 2 * MARGIN

  pdf
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(options.productName.toUpperCase(), { characterSpacing: 1 })
  pdf.moveDown(0.3)
  if (owner.businessName) {
    pdf.fillColor(INK).font('Helvetica-Bold').fontSize(12).text(owner.businessName)
    pdf.fillColor(MUTED).font('Helvetica').fontSize(10).text(owner.fullName)
  } else pdf.fillColor(INK).font('Helvetica-Bold').fontSize(12).text(owner.fullName)
  pdf.moveDown(0.6)
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(document.title)
  pdf.fillColor(MUTED).font('Helvetica').fontSize(11).text(document.period)
  const generated = options.generatedAt.toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  })
  pdf.fontSize(8).text(`Generated ${generated}`)
  pdf.moveDown(1)

  if (document.summary.length > 0) {
    pdf.fillColor(INK)
    pdf.table({
      columnStyles: [width * 0.6, width * 0.4],
      rowStyles: { padding: 5, border: [0, 0, 0.5, 0], borderColor: RULE },
      data: document.summary.map(([label, value]) => [
        { text: label, font: { src: 'Helvetica' } },
        { text: pdfCell(value), align: { x: 'right' as const }, font: { src: 'Helvetica-Bold' } },
      ]),
    })
    pdf.moveDown(1)
  }

  for (const table of document.tables) {
    if (pdf.y > pdf.page.height - MARGIN - 80) pdf.addPage()
    pdf.x = MARGIN
    pdf.fillColor(INK).font('Helvetica-Bold').fontSize(12).text(table.title)
    pdf.moveDown(0.3)
    pdf.font('Helvetica').fontSize(9)
    if (table.rows.length === 0) {
      pdf.fillColor(MUTED).text(table.empty ?? 'Nothing in this period.')
      pdf.moveDown(1)
      continue
    }
    const numeric = table.columns.map((_, i) => table.rows.some((row) => isNumeric(row[i] ?? null)))
    pdf.fillColor(INK).table({
      rowStyles: (i: number) =>
        i === 0
          ? { padding: 4, border: [0, 0, 1, 0], borderColor: INK, font: { src: 'Helvetica-Bold' } }
          : { padding: 4, border: [0, 0, 0.5, 0], borderColor: RULE },
      data: [
        table.columns.map((column, i) => ({
          text: column,
          align: { x: numeric[i] ? ('right' as const) : ('left' as const) },
        })),
        ...table.rows.map((row) =>
          row.map((cell, i) => ({
            text: pdfCell(cell),
            align: { x: numeric[i] ? ('right' as const) : ('left' as const) },
          })),
        ),
      ],
    })
    pdf.moveDown(1)
  }

  pdf.x = MARGIN
  for (const note of document.notes) {
    pdf.fillColor(MUTED).font('Helvetica').fontSize(8).text(note, { width })
    pdf.moveDown(0.3)
  }

  const range = pdf.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i)
    const bottom = pdf.page.height - MARGIN / 2 - 8
    // Writing below the bottom margin would open a new page: lift it for the footer.
    const margin = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0
    pdf
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(`${document.title} · ${document.period} · Page ${i + 1} of ${range.count}`, MARGIN, bottom, {
        width,
        align: 'center',
        lineBreak: false,
      })
    pdf.page.margins.bottom = margin
  }
  pdf.end()
  return done
}
