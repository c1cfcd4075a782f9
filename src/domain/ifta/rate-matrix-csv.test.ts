import { describe, expect, it } from 'vitest'
import { IFTA_MEMBER_CODES } from './jurisdictions.ts'
import { parseRateMatrixCsv } from './rate-matrix-csv.ts'

const byCode = (rates: { jurisdiction: string }[]) =>
  Object.fromEntries(rates.map((r) => [r.jurisdiction, r]))

/** Shaped like IFTA, Inc.'s download: title, two-line header repeated mid-file, U.S. and Can rows, "$-" for zero. */
const DOWNLOAD = `\uFEFF4th Quarter 2030,,,,,
,,Gasoline,Special,Gasohol,Propane
,,,Diesel,,
ALBERTA #14,U.S.,$ 0.3567 ,$ 0.3567 ,$ 0.3567 ,$ 0.2579
,Can,$ 0.1300 ,$ 0.1300 ,$ 0.1300 ,$ 0.0940
,,,,,
ARKANSAS #29,U.S.,$ 0.2470 ,$ 0.2850 ,$ 0.2470 ,$ 0.1650
,Can,$ 0.0901 ,$ 0.1039 ,$ 0.0901 ,$ 0.0602
,,Gasoline,Special,Gasohol,Propane
,,,Diesel,,
INDIANA #31,U.S.,$ 0.3600 ,$ 0.6100 ,$ 0.3600 ,$-
,Can,$ 0.1312 ,$ 0.2224 ,$ 0.1312 ,$-
INDIANA SurChg #31,U.S.,$-,$-,$-,$ 0.6100
,Can,$-,$-,$-,$ 0.2224
KENTUCKY ,U.S.,$ 0.2500 ,$ 0.2200 ,$ 0.2500 ,$ 0.2500
,Can,$ 0.0912 ,$ 0.0802 ,$ 0.0912 ,$ 0.0912
KENTUCKY SurChg ,U.S.,$ 0.0450 ,$ 0.1050 ,$ 0.0450 ,$ 0.0450
,Can,$ 0.0164 ,$ 0.0382 ,$ 0.0164 ,$ 0.0164
NEVADA ,U.S.,$ 0.2300 ,,$ 0.2300 ,$ 0.0640
,Can,$ 0.0839 ,,$ 0.0839 ,$ 0.0233
OREGON ,U.S.,$-,$-,$-,$-
,Can,$-,$-,$-,$-
`

describe('parseRateMatrixCsv: the file IFTA, Inc. publishes', () => {
  const parsed = parseRateMatrixCsv(DOWNLOAD)

  it('reads the quarter from the title and the Special Diesel column of the U.S. rows', () => {
    expect(parsed.layout).toBe('ifta-matrix')
    expect(parsed.quarter).toBe('2030Q4')
    expect(parsed.final).toBeNull()
    const rates = byCode(parsed.rates)
    expect(rates.AB).toEqual({ jurisdiction: 'AB', rate: '0.3567' })
    expect(rates.AR).toEqual({ jurisdiction: 'AR', rate: '0.2850' })
  })

  it('puts a surcharge row on its state, and a "$-" surcharge is none', () => {
    const rates = byCode(parsed.rates)
    expect(rates.KY).toEqual({ jurisdiction: 'KY', rate: '0.2200', surchargeRate: '0.1050' })
    expect(rates.IN).toEqual({ jurisdiction: 'IN', rate: '0.6100' })
  })

  it('reads "$-" as zero (accounting format) and says which row has no diesel figure', () => {
    expect(byCode(parsed.rates).OR).toEqual({ jurisdiction: 'OR', rate: '0.0000' })
    expect(byCode(parsed.rates).NV).toBeUndefined()
    expect(parsed.problems).toContain('Row 19: no diesel rate for NV')
  })

  it('lists the members the file leaves out', () => {
    const missing = parsed.problems.find((p) => p.startsWith('No diesel rate in the file for:'))
    expect(missing).toContain('NV')
    expect(missing).toContain('WY')
    expect(missing).not.toContain('KY')
  })
})

/** Shaped like the Taxmatrix page: codes in parentheses, "Can." rows, a dated row, "SURCHARGE". */
const PAGE = `IFTA Matrix,,,,
2nd Quarter 2031 Fuel Tax Rates,,,,
Final Fuel Tax Rates,,,,
State / Province,Rate,Gasoline,Special Diesel,Gasohol
NEWFOUNDLAND (NL),U.S.,0.7022,0.8193,
,Can.,0.2334,0.2723,
NEWFOUNDLAND (NL) 05/01/31,U.S.,0.7688,0.8999,
,Can.,0.2555,0.2991,
VIRGINIA (VA) #19,U.S.,0.3170,0.3270,0.3170
,Can.,0.1156,0.1192,0.1156
VIRGINIA SURCHARGE,U.S.,0.1530,0.1430,0.1530
,Can.,0.0558,0.0521,0.0558
INDIANA (IN) 04/01/31 #31 (Surcharge),U.S.,,0.0500,
,Can.,,0.0182,
INDIANA (IN) #31,U.S.,0.3600,0.6100,0.3600
,Can.,0.1312,0.2224,0.1312
ALBERTA (AB) #14,Can.,0.1300,0.1300,0.1300
DISTRICT OF COLUMBIA,U.S.,0.3500,0.3500,0.3500
`

describe('parseRateMatrixCsv: the layout the Taxmatrix page prints', () => {
  const parsed = parseRateMatrixCsv(PAGE)

  it('reads quarter, "final", codes in parentheses and the surcharge row', () => {
    expect(parsed.layout).toBe('ifta-matrix')
    expect(parsed.quarter).toBe('2031Q2')
    expect(parsed.final).toBe(true)
    expect(byCode(parsed.rates).VA).toEqual({ jurisdiction: 'VA', rate: '0.3270', surchargeRate: '0.1430' })
  })

  it('keeps the rate in force on the first day and says when it changes', () => {
    expect(byCode(parsed.rates).NL).toEqual({ jurisdiction: 'NL', rate: '0.8193' })
    expect(parsed.problems).toContain(
      "Row 7: NL's rate changes to 0.8999 on 2031-05-01; the rate in force on the quarter's first day (0.8193) is kept",
    )
  })

  it('takes a row dated on the first day as in force from the start', () => {
    expect(byCode(parsed.rates).IN).toEqual({ jurisdiction: 'IN', rate: '0.6100', surchargeRate: '0.0500' })
  })

  it('says when only the Canadian rate is printed, and skips non-members', () => {
    expect(byCode(parsed.rates).AB).toBeUndefined()
    expect(parsed.problems).toContain(
      'AB: only the Canadian $ per litre rate is printed, no U.S. $ per gallon rate',
    )
    expect(parsed.problems).toContain('Row 18: District of Columbia (DC) is not an IFTA member; skipped')
    expect(parsed.problems.find((p) => p.startsWith('No diesel rate'))).not.toContain('AB')
  })

  it('says "not final" when the page does', () => {
    expect(
      parseRateMatrixCsv(PAGE.replace('Final Fuel Tax Rates', 'This matrix is not final until June 2')).final,
    ).toBe(false)
  })
})

describe('parseRateMatrixCsv: the plain sheet', () => {
  it('reads jurisdiction,fuel_type,rate,surcharge_rate, diesel rows only, codes or names', () => {
    const parsed = parseRateMatrixCsv(
      [
        'jurisdiction,fuel_type,rate,surcharge_rate,quarter',
        'KY,diesel,0.2200,0.1050,2030Q4',
        'KY,gasoline,0.2500,0.0450,2030Q4',
        'Texas,Diesel,0.20,,2030Q4',
        'ON,special diesel,$0.2469,,2030Q4',
        'XX,diesel,0.1000,,2030Q4',
        'NV,diesel,n/a,,2030Q4',
      ].join('\n'),
    )
    expect(parsed.layout).toBe('simple')
    expect(parsed.quarter).toBe('2030Q4')
    expect(parsed.rates).toEqual([
      { jurisdiction: 'KY', rate: '0.2200', surchargeRate: '0.1050' },
      { jurisdiction: 'TX', rate: '0.2000' },
      { jurisdiction: 'ON', rate: '0.2469' },
    ])
    expect(parsed.problems).toContain('Row 6: "XX" is not a jurisdiction we know; skipped')
    expect(parsed.problems).toContain('Row 7: no diesel rate for NV')
  })

  it('needs no fuel_type or quarter column', () => {
    const parsed = parseRateMatrixCsv('Jurisdiction,Rate\r\nAL,0.31\r\n')
    expect(parsed.quarter).toBeNull()
    expect(parsed.rates).toEqual([{ jurisdiction: 'AL', rate: '0.3100' }])
    expect(parsed.problems).toEqual([
      `No diesel rate in the file for: ${IFTA_MEMBER_CODES.filter((c) => c !== 'AL').join(', ')}`,
    ])
  })
})

it('refuses a file that is neither layout', () => {
  const parsed = parseRateMatrixCsv('name,phone\nBob,555\n')
  expect(parsed.layout).toBeNull()
  expect(parsed.rates).toEqual([])
  expect(parsed.problems[0]).toMatch(/not an IFTA tax rate matrix/)
})
