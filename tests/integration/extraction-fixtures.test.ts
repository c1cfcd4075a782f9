import path from 'node:path'
import { describeFixtureFolder } from '../support/extraction-fixtures.ts'

// The sample documents every release must read exactly (tests/fixtures/settlements/README.md).
// Photos join once their OCR reads every line (tests/integration/ocr.test.ts checks the words today).
describeFixtureFolder('settlement fixtures', path.resolve(import.meta.dirname, '../fixtures/settlements'), {
  include: (file) => !/photo/.test(file),
})
