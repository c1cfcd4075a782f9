import { describe, expect, it } from 'vitest'
import type { PageText, TextItem } from '@/domain/settlement-parsing/types.ts'
import { parseReceipt } from './parse-receipt.ts'

/**
 * A receipt as OCR returns it: one item per word. Each row is its text, with `|` splitting the
 * left part from a right-aligned amount; `big` rows are printed larger (a store name).
 */
function receipt(
  rows: (string | { text: string; big: true })[],
  options: { slope?: number; confidence?: number } = {},
): PageText {
  const items: TextItem[] = []
  let y = 20
  for (const row of rows) {
    const text = typeof row === 'string' ? row : row.text
    const height = typeof row === 'string' ? 10 : 16
    const charWidth = height * 0.6
    const [left = '', ...rest] = text.split('|').map((part) => part.trim())
    const right = rest.join(' ')
    const place = (part: string, startX: number) => {
      let x = startX
      for (const word of part.split(/\s+/).filter(Boolean)) {
        const width = word.length * charWidth
        items.push({
          text: word,
          x,
          y: y + (options.slope ?? 0) * x,
          width,
          height,
          confidence: options.confidence ?? 0.92,
        })
        x += width + charWidth
      }
    }
    place(left, 10)
    if (right) place(right, 300 - right.length * charWidth)
    y += height + 6
  }
  return { width: 320, height: y + 20, items }
}

describe('parseReceipt', () => {
  it('reads a fuel station receipt: store name without its number, sale date, fuel sale total', () => {
    const result = parseReceipt([
      receipt([
        { text: 'PILOT TRAVEL CENTER #387', big: true },
        '1200 N Main St',
        'Salina, KS 67401',
        '(785) 555-0101',
        '03/14/2025 14:32 TRAN 0042',
        'PUMP 07 DIESEL',
        '105.234 GAL @ $3.919/GAL',
        'FUEL SALE | $412.43',
        'FLEET CARD ************1234 | $412.43',
        'THANK YOU FOR CHOOSING PILOT',
      ]),
    ])
    expect(result.vendor).toBe('PILOT TRAVEL CENTER')
    expect(result.date).toBe('2025-03-14')
    expect(result.totalCents).toBe(41243)
    expect(result.confidence.totalCents).toBeGreaterThan(0.6)
    expect(result.confidence.vendor).toBeGreaterThan(0.7)
  })

  it('reads a truck stop receipt: skips the welcome line, takes TOTAL not subtotal, tax, cash or change', () => {
    const result = parseReceipt([
      receipt([
        'WELCOME TO',
        { text: 'BIG RIG PLAZA', big: true },
        'I-70 Exit 252, Hays, KS 67601',
        'DEF 2.5 GAL | 24.99',
        'WIPER BLADES | 31.98',
        'LOGBOOK | 6.49',
        'COFFEE 20OZ | 2.29',
        'SHOWER CREDIT | 32.25',
        'SUBTOTAL | 98.00',
        'TAX 7% | 6.86',
        'TOTAL | 104.86',
        'CASH TENDERED | 120.00',
        'CHANGE | 15.14',
        '2025-03-15 06:12',
      ]),
    ])
    expect(result.vendor).toBe('BIG RIG PLAZA')
    expect(result.totalCents).toBe(10486)
    // Subtotal + tax = total: the digits are confirmed.
    expect(result.confidence.totalCents).toBeGreaterThanOrEqual(0.97)
    expect(result.date).toBe('2025-03-15')
  })

  it('reads a parts store invoice: "Receipt" header skipped, AMOUNT DUE, spelled-out date, card expiry ignored', () => {
    const result = parseReceipt([
      receipt([
        'SALES RECEIPT',
        'Midwest Truck Parts, LLC',
        '4410 Industrial Pkwy',
        'Joplin, MO 64801',
        'Invoice 88213 Date: Mar 14, 2025',
        'Brake chamber 30/30 | 2 @ 89.00 | 178.00',
        'Glad hand seals | 12.00',
        'Air line 15ft | 60.00',
        'Sub-Total | 250.00',
        'Sales Tax | 17.50',
        'AMOUNT DUE | $267.50',
        'VISA ****4821 EXP 12/27/2027 | $267.50',
      ]),
    ])
    expect(result.vendor).toBe('Midwest Truck Parts, LLC')
    expect(result.date).toBe('2025-03-14')
    expect(result.totalCents).toBe(26750)
  })

  it('reads a restaurant check: the printed total, not the blank tip lines', () => {
    const result = parseReceipt([
      receipt([
        { text: "JOE'S DINER", big: true },
        '88 Route 66 Tulsa, OK 74104',
        'Server: Ann Table 12',
        'Date: 3/14/25 7:45 PM',
        'Chicken fried steak | 13.50',
        'Coffee | 2.50',
        'Pie | 2.50',
        'Subtotal | 18.50',
        'Tax | 1.48',
        'Total | 19.98',
        'Tip: __________',
        'Total: __________',
      ]),
    ])
    expect(result).toMatchObject({ vendor: "JOE'S DINER", date: '2025-03-14', totalCents: 1998 })
  })

  it('reads a hotel folio: total charges (not the zero balance), paid at departure', () => {
    const result = parseReceipt([
      receipt([
        { text: 'Roadway Inn & Suites', big: true },
        '501 Truckers Way, Amarillo, TX 79118',
        'GUEST FOLIO',
        'Room 214 Arrival: 03/12/2025 Departure: 03/14/2025',
        '03/12/2025 Room charge | 79.00',
        '03/12/2025 Occupancy tax | 10.20',
        '03/13/2025 Room charge | 79.00',
        '03/13/2025 Occupancy tax | 10.20',
        'Total Charges | 178.40',
        'Total Payments | -178.40',
        'Balance | 0.00',
      ]),
    ])
    expect(result).toMatchObject({ vendor: 'Roadway Inn & Suites', date: '2025-03-14', totalCents: 17840 })
  })

  it('takes the amount printed on the line below its label', () => {
    const result = parseReceipt([
      receipt(['Corner Tire Shop', 'Date 04/02/2025', 'GRAND TOTAL', '$1,215.60']),
    ])
    expect(result.totalCents).toBe(121560)
  })

  it('reads a tilted photo of a receipt with OCR-style confusions', () => {
    const result = parseReceipt([
      receipt(
        [
          { text: "LOVE'S TRAVEL STOP #455", big: true },
          'Store 455 Ardmore, OK 73401',
          '03/18/25 22:04',
          'DSL 88.120 GAL @ 3.899',
          'T0TAL SALE | $343.58',
        ],
        { slope: 0.03, confidence: 0.7 },
      ),
    ])
    expect(result).toMatchObject({ vendor: "LOVE'S TRAVEL STOP", date: '2025-03-18', totalCents: 34358 })
    // Weak OCR is reported as less sure than a clean read.
    expect(result.confidence.totalCents).toBeLessThan(0.95)
  })

  it('returns null, never a guess, for what is not printed', () => {
    const result = parseReceipt([receipt(['Thank you!', 'Subtotal | 12.00', 'Tax | 0.96', 'Change | 3.04'])])
    expect(result).toEqual({
      vendor: null,
      date: null,
      totalCents: null,
      confidence: { vendor: 0, date: 0, totalCents: 0 },
    })
  })

  it('handles a page with no text', () => {
    expect(parseReceipt([{ width: 100, height: 100, items: [] }]).totalCents).toBeNull()
    expect(parseReceipt([]).vendor).toBeNull()
  })
})
