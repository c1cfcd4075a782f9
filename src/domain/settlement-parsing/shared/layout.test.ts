import { describe, expect, it } from 'vitest'
import type { TextItem } from '@/domain/settlement-parsing/types.ts'
import { buildLines } from './layout.ts'
import { asWords, page } from './test-layout.ts'

const texts = (pages: Parameters<typeof buildLines>[0]) =>
  buildLines(pages).map((l) => l.cells.map((c) => c.text))

describe('buildLines', () => {
  it('groups items into lines and lines into cells by the gaps between them', () => {
    const lines = texts([
      page([
        [100, [40, 'Chicago, IL'], [97, '→'], [105, 'Orlando, FL'], [300, '$2,046.00']],
        [80, [40, 'Load#']],
      ]),
    ])
    expect(lines).toEqual([['Load#'], ['Chicago, IL → Orlando, FL', '$2,046.00']])
  })

  it('reads fixed-width type: one space joins words, two or more part columns; drops character rules', () => {
    // Every word its own item, 6 units a character, as a report printed from a legacy system.
    const words = (y: number, text: string): [number, ...[number, string][]] => {
      const cells: [number, string][] = []
      for (const m of text.matchAll(/\S+/g)) cells.push([40 + m.index * 6, m[0]])
      return [y, ...cells]
    }
    const report = page(
      [
        words(50, 'LOAD #   PU DATE   ORIGIN             PAY'),
        words(60, '-------  --------  -----------------  ------'),
        words(70, '100452   3/3/25    OKLAHOMA CITY OK   880.60'),
        words(80, '100457   3/4/25    WICHITA KS         579.60'),
        words(90, 'TOTAL PAY                             1,460.20'),
        words(100, 'AMT DUE DRIVER                        1,460.20'),
      ],
      { charWidth: 6 },
    )
    expect(texts([report])).toEqual([
      ['LOAD #', 'PU DATE', 'ORIGIN', 'PAY'],
      ['100452', '3/3/25', 'OKLAHOMA CITY OK', '880.60'],
      ['100457', '3/4/25', 'WICHITA KS', '579.60'],
      ['TOTAL PAY', '1,460.20'],
      ['AMT DUE DRIVER', '1,460.20'],
    ])
  })

  it('reads a fixed-width letterhead in larger type as one cell', () => {
    // Every word its own item; characters are 2/3 of the type height wide, whatever the size.
    const words = (y: number, text: string, height: number): TextItem[] =>
      [...text.matchAll(/\S+/g)].map((m) => ({
        text: m[0],
        x: 40 + m.index * height * (2 / 3),
        y,
        width: m[0].length * height * (2 / 3),
        height,
      }))
    const items = [
      ...words(30, 'ACME FREIGHT LINES LLC', 18),
      ...Array.from({ length: 8 }, (_, i) => words(60 + i * 12, 'LOAD 1001  FRESNO CA  880.60', 9)).flat(),
    ]
    expect(texts([{ width: 612, height: 792, items }]).slice(0, 2)).toEqual([
      ['ACME FREIGHT LINES LLC'],
      ['LOAD 1001', 'FRESNO CA', '880.60'],
    ])
  })

  it('keeps amounts with a credit or currency mark close together as separate cells', () => {
    expect(texts([page([[50, [40, '3,378.10'], [88, '665.55 CR'], [138, '2,712.55']]])])).toEqual([
      ['3,378.10', '665.55 CR', '2,712.55'],
    ])
  })

  it('keeps two amounts printed close together as two cells', () => {
    expect(texts([asWords(page([[50, [40, 'Rate'], [80, '$1,200.00'], [128, '$1,056.00']]]))])).toEqual([
      ['Rate', '$1,200.00', '$1,056.00'],
    ])
  })

  it('levels the rows of a tilted photo', () => {
    // 3% tilt: across 500 units a row drifts 15, more than a line's height.
    const rows = page(
      [
        [100, [40, 'Fuel purchase Pilot Elko NV'], [540, '$310.00']],
        [112, [40, 'Escrow deposit this week'], [540, '$50.00']],
        [124, [40, 'Cargo insurance premium'], [540, '$75.00']],
      ],
      { slope: 0.03 },
    )
    expect(texts([asWords(rows, 0.9, 0.03)])).toEqual([
      ['Fuel purchase Pilot Elko NV', '$310.00'],
      ['Escrow deposit this week', '$50.00'],
      ['Cargo insurance premium', '$75.00'],
    ])
  })

  it('keeps wrapped cell text apart from the row it is centred on', () => {
    const lines = texts([
      page([
        [100, [90, 'Prairie Star Plaza, Lexington,']],
        [105, [40, '03/08/2025'], [300, '$658.33']],
        [110, [90, 'KY']],
      ]),
    ])
    expect(lines).toEqual([['Prairie Star Plaza, Lexington,'], ['03/08/2025', '$658.33'], ['KY']])
  })

  it('stacks pages so a table can continue on the next one', () => {
    const lines = buildLines([page([[700, [40, 'first']]]), page([[20, [40, 'second']]])])
    expect(lines.map((l) => [l.page, l.cells[0]!.text])).toEqual([
      [0, 'first'],
      [1, 'second'],
    ])
  })
})
