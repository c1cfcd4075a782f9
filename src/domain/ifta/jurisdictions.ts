/**
 * The places a trip can run in, for the IFTA return. Members of the International Fuel Tax
 * Agreement are the 48 contiguous US states and the ten Canadian provinces: IFTA, Inc. lists them
 * (iftach.org, member jurisdictions; the quarterly tax rate matrix carries exactly these 58), and
 * base jurisdictions say the same (West Virginia State Tax Department, "International Fuel Tax
 * Agreement (IFTA)": "the lower 48 states of the United States and the Canadian provinces (AB, BC,
 * MB, NB, NL, NS, ON, PEI, QC, and SK)"). Alaska, Hawaii, the District of Columbia, the three
 * territories and Mexico are not members: their miles count in the return's total miles (so in the
 * fleet MPG) but carry no IFTA tax.
 */

export type Country = 'US' | 'CA' | 'MX'

export interface Jurisdiction {
  code: string
  name: string
  country: Country
  iftaMember: boolean
}

const member = (code: string, name: string, country: Country): Jurisdiction => ({
  code,
  name,
  country,
  iftaMember: true,
})
const nonMember = (code: string, name: string, country: Country): Jurisdiction => ({
  code,
  name,
  country,
  iftaMember: false,
})

/** Sorted by country, then name, as a select lists them. */
export const JURISDICTIONS: readonly Jurisdiction[] = [
  member('AL', 'Alabama', 'US'),
  nonMember('AK', 'Alaska', 'US'),
  member('AZ', 'Arizona', 'US'),
  member('AR', 'Arkansas', 'US'),
  member('CA', 'California', 'US'),
  member('CO', 'Colorado', 'US'),
  member('CT', 'Connecticut', 'US'),
  member('DE', 'Delaware', 'US'),
  nonMember('DC', 'District of Columbia', 'US'),
  member('FL', 'Florida', 'US'),
  member('GA', 'Georgia', 'US'),
  nonMember('HI', 'Hawaii', 'US'),
  member('ID', 'Idaho', 'US'),
  member('IL', 'Illinois', 'US'),
  member('IN', 'Indiana', 'US'),
  member('IA', 'Iowa', 'US'),
  member('KS', 'Kansas', 'US'),
  member('KY', 'Kentucky', 'US'),
  member('LA', 'Louisiana', 'US'),
  member('ME', 'Maine', 'US'),
  member('MD', 'Maryland', 'US'),
  member('MA', 'Massachusetts', 'US'),
  member('MI', 'Michigan', 'US'),
  member('MN', 'Minnesota', 'US'),
  member('MS', 'Mississippi', 'US'),
  member('MO', 'Missouri', 'US'),
  member('MT', 'Montana', 'US'),
  member('NE', 'Nebraska', 'US'),
  member('NV', 'Nevada', 'US'),
  member('NH', 'New Hampshire', 'US'),
  member('NJ', 'New Jersey', 'US'),
  member('NM', 'New Mexico', 'US'),
  member('NY', 'New York', 'US'),
  member('NC', 'North Carolina', 'US'),
  member('ND', 'North Dakota', 'US'),
  member('OH', 'Ohio', 'US'),
  member('OK', 'Oklahoma', 'US'),
  member('OR', 'Oregon', 'US'),
  member('PA', 'Pennsylvania', 'US'),
  member('RI', 'Rhode Island', 'US'),
  member('SC', 'South Carolina', 'US'),
  member('SD', 'South Dakota', 'US'),
  member('TN', 'Tennessee', 'US'),
  member('TX', 'Texas', 'US'),
  member('UT', 'Utah', 'US'),
  member('VT', 'Vermont', 'US'),
  member('VA', 'Virginia', 'US'),
  member('WA', 'Washington', 'US'),
  member('WV', 'West Virginia', 'US'),
  member('WI', 'Wisconsin', 'US'),
  member('WY', 'Wyoming', 'US'),
  member('AB', 'Alberta', 'CA'),
  member('BC', 'British Columbia', 'CA'),
  member('MB', 'Manitoba', 'CA'),
  member('NB', 'New Brunswick', 'CA'),
  member('NL', 'Newfoundland and Labrador', 'CA'),
  nonMember('NT', 'Northwest Territories', 'CA'),
  member('NS', 'Nova Scotia', 'CA'),
  nonMember('NU', 'Nunavut', 'CA'),
  member('ON', 'Ontario', 'CA'),
  member('PE', 'Prince Edward Island', 'CA'),
  member('QC', 'Quebec', 'CA'),
  member('SK', 'Saskatchewan', 'CA'),
  nonMember('YT', 'Yukon', 'CA'),
  nonMember('MX', 'Mexico', 'MX'),
]

const BY_CODE = new Map(JURISDICTIONS.map((j) => [j.code, j]))

/** The 58 members, in the list's order. */
export const IFTA_MEMBER_CODES: readonly string[] = JURISDICTIONS.filter((j) => j.iftaMember).map(
  (j) => j.code,
)

export function jurisdiction(code: string): Jurisdiction | undefined {
  return BY_CODE.get(code)
}

export function isJurisdiction(code: string): boolean {
  return BY_CODE.has(code)
}

export function isIftaMember(code: string): boolean {
  return BY_CODE.get(code)?.iftaMember === true
}

/** Options for a select, grouped by country; non-members say so, since their miles carry no tax. */
export function jurisdictionOptions(): { group: string; items: { value: string; label: string }[] }[] {
  const groups: { country: Country; group: string }[] = [
    { country: 'US', group: 'United States' },
    { country: 'CA', group: 'Canada' },
    { country: 'MX', group: 'Mexico' },
  ]
  return groups.map(({ country, group }) => ({
    group,
    items: JURISDICTIONS.filter((j) => j.country === country).map((j) => ({
      value: j.code,
      label: j.iftaMember ? `${j.name} (${j.code})` : `${j.name} (${j.code}, not in IFTA)`,
    })),
  }))
}
