import { describe, expect, it } from 'vitest'
import { csvLine, csvStream } from './csv.ts'

describe('csvLine', () => {
  it('quotes what needs quoting', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 12.5, null])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",12.5,\r\n',
    )
  })

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvLine(['=HYPERLINK("http://x")', '+1', '-2+3+cmd|x', '@SUM(A1)', '\tx'])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'-2+3+cmd|x,'@SUM(A1),'\tx\r\n`,
    )
    // Opened with `;` as the separator, each part after a `;` is a cell of its own.
    expect(csvLine(['Fuel;=HYPERLINK("http://x")', 'a; @SUM(A1)', 'x;-2+3', 'plain;text'])).toBe(
      `"Fuel;'=HYPERLINK(""http://x"")","a; '@SUM(A1)","x;'-2+3","plain;text"\r\n`,
    )
    // Numbers are data: a negative amount stays a number, as a number or as decimal text.
    expect(csvLine([-12.5, '-15.50', '-7'])).toBe('-12.5,-15.50,-7\r\n')
  })
})

describe('csvStream', () => {
  it('streams batches after the header until a batch is empty', async () => {
    const batches = [[1, 2], [3], []]
    const seen: (number | undefined)[] = []
    const stream = csvStream<number>({
      header: ['n'],
      nextBatch: async (after) => {
        seen.push(after)
        return batches.shift() ?? []
      },
      toValues: (n) => [n],
    })
    let text = ''
    for await (const chunk of stream) text += chunk
    expect(text).toBe('\uFEFFn\r\n1\r\n2\r\n3\r\n')
    expect(seen).toEqual([undefined, 2, 3])
  })
})
