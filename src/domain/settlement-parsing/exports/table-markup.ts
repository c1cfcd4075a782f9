/*
 * Many ".xls" downloads from dispatch and factoring portals are not Excel binaries but an HTML
 * table or an Excel 2003 XML workbook with an .xls name. Both are plain text, read here without
 * a DOM: rows are <tr>/<Row>, cells <td>/<th>/<Cell>, and spans are padded so columns line up.
 */

export interface MarkupSheet {
  name: string | null
  rows: string[][]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

function cellText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
  return decodeEntities(text).trim()
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null
}

/** True when the text is an HTML page or fragment with a table in it. */
export function isHtmlTable(text: string): boolean {
  const head = text.slice(0, 4096).trimStart().toLowerCase()
  return (head.startsWith('<') || head.includes('<html')) && /<table[\s>]/i.test(text)
}

/** True when the text is an Excel 2003 XML workbook. */
export function isSpreadsheetXml(text: string): boolean {
  const head = text.slice(0, 4096)
  return /^\s*<\?xml/.test(head) && /urn:schemas-microsoft-com:office:spreadsheet/.test(text.slice(0, 65536))
}

/** Every <table> as a sheet, in document order, up to `maxRows` rows in all. */
export function readHtmlTables(text: string, maxRows: number): MarkupSheet[] {
  const sheets: MarkupSheet[] = []
  let total = 0
  const withoutScripts = text.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
  for (const table of withoutScripts.matchAll(/<table\b[\s\S]*?(?:<\/table\s*>|$)/gi)) {
    const rows: string[][] = []
    for (const tr of table[0].matchAll(/<tr\b[^>]*>([\s\S]*?)(?=<tr\b|<\/table|$)/gi)) {
      if (++total > maxRows) throw new RangeError('too many rows')
      const row: string[] = []
      for (const td of tr[1]!.matchAll(/<t([dh])\b([^>]*)>([\s\S]*?)(?=<t[dh]\b|<\/tr|$)/gi)) {
        row.push(cellText(td[3]!.replace(/<\/t[dh]\s*>[\s\S]*$/i, '')))
        const span = Math.min(Number(attribute(td[2]!, 'colspan') ?? 1) || 1, 50)
        for (let extra = 1; extra < span; extra++) row.push('')
      }
      rows.push(row)
    }
    sheets.push({ name: null, rows })
  }
  return sheets
}

/** The worksheets of an Excel 2003 XML workbook, up to `maxRows` rows in all. */
export function readSpreadsheetXml(text: string, maxRows: number): MarkupSheet[] {
  const sheets: MarkupSheet[] = []
  let total = 0
  for (const sheet of text.matchAll(/<(?:ss:)?Worksheet\b([^>]*)>([\s\S]*?)<\/(?:ss:)?Worksheet>/g)) {
    const rows: string[][] = []
    for (const rowMatch of sheet[2]!.matchAll(/<(?:ss:)?Row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:ss:)?Row>)/g)) {
      if (++total > maxRows) throw new RangeError('too many rows')
      // ss:Index skips ahead: rows and cells left out of the file are blank.
      const rowIndex = Number(attribute(rowMatch[1]!, 'ss:Index') ?? 0)
      while (rowIndex > 0 && rows.length < Math.min(rowIndex - 1, maxRows)) rows.push([])
      const row: string[] = []
      const cells = rowMatch[2] ?? ''
      for (const cell of cells.matchAll(/<(?:ss:)?Cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:ss:)?Cell>)/g)) {
        const index = Number(attribute(cell[1]!, 'ss:Index') ?? 0)
        while (index > 0 && row.length < Math.min(index - 1, 1000)) row.push('')
        const data = /<(?:ss:)?Data\b([^>]*)>([\s\S]*?)<\/(?:ss:)?Data>/.exec(cell[2] ?? '')
        const type = data ? attribute(data[1]!, 'ss:Type') : null
        const value = data ? cellText(data[2]!) : ''
        row.push(type === 'DateTime' ? value.slice(0, 10) : value)
        const across = Math.min(Number(attribute(cell[1]!, 'ss:MergeAcross') ?? 0) || 0, 50)
        for (let extra = 0; extra < across; extra++) row.push('')
      }
      rows.push(row)
    }
    sheets.push({ name: decodeEntities(attribute(sheet[1]!, 'ss:Name') ?? '') || null, rows })
  }
  return sheets
}
