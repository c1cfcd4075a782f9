/*
 * Company names as printed: the words that make a name a company's ("LLC", "Trucking",
 * "Logistics"), and all-caps names brought to title case, for every reader that names a payer.
 */

/** Legal and trade suffixes that make a name a company's. */
export const COMPANY_SUFFIX =
  /\b(llc|l\.l\.c|inc|incorporated|corp|corporation|co|company|ltd|lp|llp|pllc|trucking|transport\w*|freight\w*|logistics|carriers?|express|lines|haul\w*|dispatch|services|transit|cartage|enterprises|group|xpress|motor|moving)\b\.?/i

const KEEP_UPPER = /^(LLC|LLP|LP|PLLC|USA|US|II|III|IV|DBA|LTL|FTL|J&R|[A-Z]&[A-Z])$/

/** All-caps names (and OCR's mixed-case misreads of them) into title case: "ACME TRUCKING, INC." → "Acme Trucking, Inc.". */
export function normaliseCompany(name: string): string {
  let text = name.replace(/\s+/g, ' ').trim()
  const letters = text.replace(/[^A-Za-z]/g, '')
  const upper = letters.replace(/[^A-Z]/g, '').length
  if (letters.length && upper / letters.length > 0.7) {
    text = text.replace(/[A-Za-z][A-Za-z'.]*/g, (word) => {
      const bare = word.replace(/\.$/, '').toUpperCase()
      if (KEEP_UPPER.test(bare) || (bare.length <= 3 && /^(L\.L\.C|LLC)$/.test(bare)))
        return word.toUpperCase()
      return word[0]!.toUpperCase() + word.slice(1).toLowerCase()
    })
  }
  // OCR reads the final period of "Inc." as a comma.
  return text.replace(/\b(Inc|Corp|Co|Ltd),$/i, '$1.')
}
