import PDFDocument from 'pdfkit'
import { formatUsd } from '@/domain/money.ts'

export interface PdfLine {
  label: string
  amountCents: number
}

/**
 * A one-page document of generated test data, laid out like the pay sheets and receipts users
 * upload: who issued it, its number and date, its lines and a total, so the reader can open it.
 */
export function renderTestDocument(options: {
  issuer: string
  title: string
  facts: [string, string][]
  lines: PdfLine[]
  totalLabel: string
}): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: options.title } })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  pdf.font('Helvetica-Bold').fontSize(16).text(options.issuer)
  pdf.font('Helvetica').fontSize(12).text(options.title).moveDown()
  pdf.fontSize(10)
  for (const [label, value] of options.facts) pdf.text(`${label}: ${value}`)
  pdf.moveDown()
  const right = pdf.page.width - 54
  for (const line of options.lines) {
    const y = pdf.y
    pdf.text(line.label, 54, y, { width: right - 54 - 110 })
    pdf.text(formatUsd(line.amountCents), right - 100, y, { width: 100, align: 'right' })
    pdf.moveDown(0.3)
  }
  const total = options.lines.reduce((sum, line) => sum + line.amountCents, 0)
  pdf.moveDown().font('Helvetica-Bold')
  const y = pdf.y
  pdf.text(options.totalLabel, 54, y)
  pdf.text(formatUsd(total), right - 100, y, { width: 100, align: 'right' })
  pdf.moveDown(2).font('Helvetica').fillColor('#666666').fontSize(8)
  pdf.text('Generated test data (RigLedger test client). Not a real document.', 54)
  pdf.end()
  return done
}
