// Placeholder until the jurisdictions table lands (replaced on merge).
const MEMBERS = new Set(
  'AL AZ AR CA CO CT DE FL GA ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS ON PE QC SK'.split(
    ' ',
  ),
)
const OTHERS = new Set(['AK', 'HI', 'DC', 'YT', 'NT', 'NU', 'MX'])
export const isIftaMember = (code: string) => MEMBERS.has(code)
export const isJurisdiction = (code: string) => MEMBERS.has(code) || OTHERS.has(code)
