import { describe, expect, it } from 'vitest'
import { parseTbillYieldsCsv } from './tbill-yields-csv.ts'

/*
 * The shapes of TreasuryDirect's auction results export (a header with many columns, every term of
 * every security) and of a plain date,rate sheet. The rates are made up for the tests.
 */
const treasury = [
  '"CUSIP","Security Type","Security Term","Auction Date","Issue Date","High Rate","Investment Rate"',
  '"912797AA1","Bill","13-Week","06/30/2025","07/03/2025","4.255","4.361"',
  '"912797AB9","Bill","26-Week","06/30/2025","07/03/2025","4.180","4.320"',
  '"912797AC7","Bill","13-Week","7/7/2025","07/10/2025","4.245","4.350"',
  '"912797AD5","Bill","13-Week","07/14/2025","07/17/2025","",""',
  '',
].join('\r\n')

describe('a TreasuryDirect auction results file', () => {
  it('keeps the 13-week bills’ investment rates, skips other terms and auctions not yet held', () => {
    expect(parseTbillYieldsCsv(treasury)).toEqual({
      layout: 'treasurydirect',
      yields: [
        { auctionDate: '2025-06-30', ratePercent: '4.361' },
        { auctionDate: '2025-07-07', ratePercent: '4.350' },
      ],
      skipped: 2,
      problems: [],
    })
  })

  it('matches the headers in any case and order, and reads ISO dates with a time', () => {
    const file = [
      'investment rate,AUCTION DATE,security term',
      '4.1,2025-06-30T00:00:00,91-Day',
      '4.2%,2025-07-07,13 Week',
    ].join('\n')
    expect(parseTbillYieldsCsv(file).yields).toEqual([
      { auctionDate: '2025-06-30', ratePercent: '4.1' },
      { auctionDate: '2025-07-07', ratePercent: '4.2' },
    ])
  })

  it('lists each 13-week row it cannot read, with its line', () => {
    const file = [
      'Security Term,Auction Date,Investment Rate',
      '13-Week,02/30/2025,4.3',
      '13-Week,2025-07-07,-1',
      '26-Week,not a date,x',
      '13-Week,2025-07-14,4.12345',
    ].join('\n')
    expect(parseTbillYieldsCsv(file).problems).toEqual([
      { line: 2, reason: expect.stringMatching(/date/) },
      { line: 3, reason: expect.stringMatching(/rate/) },
      { line: 5, reason: expect.stringMatching(/rate/) },
    ])
  })
})

describe('a plain date,rate file', () => {
  it('reads the rows after an optional header, oldest first', () => {
    expect(parseTbillYieldsCsv('auction_date,rate\n2025-07-07,4.35\n6/30/2025,4.361\n')).toEqual({
      layout: 'simple',
      yields: [
        { auctionDate: '2025-06-30', ratePercent: '4.361' },
        { auctionDate: '2025-07-07', ratePercent: '4.35' },
      ],
      skipped: 0,
      problems: [],
    })
    expect(parseTbillYieldsCsv('2025-07-07,4.35').yields).toHaveLength(1)
  })

  it('refuses rows of the wrong width, bad dates and rates, and one date with two rates', () => {
    const file = [
      'date,rate',
      '2025-07-07,4.35',
      '2025-07-14',
      '2025-13-01,4',
      '2025-07-21,100',
      '2025-07-07,4.36',
    ].join('\n')
    expect(parseTbillYieldsCsv(file).problems).toEqual([
      { line: 3, reason: 'a row has two columns: the auction date and the rate' },
      { line: 4, reason: expect.stringMatching(/date/) },
      { line: 5, reason: expect.stringMatching(/rate/) },
      { line: 6, reason: 'the auction of 2025-07-07 is already on line 2 with another rate' },
    ])
  })

  it('takes the same rate given twice for a date once', () => {
    expect(parseTbillYieldsCsv('2025-07-07,4.35\n2025-07-07,4.350').yields).toEqual([
      { auctionDate: '2025-07-07', ratePercent: '4.35' },
    ])
  })
})
