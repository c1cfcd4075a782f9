import path from 'node:path'
import { describeFixtureFolder } from '../support/extraction-fixtures.ts'

// Layouts the parser was not first built on (tests/fixtures/unseen/README.md).
describeFixtureFolder('documents in other layouts', path.resolve(import.meta.dirname, '../fixtures/unseen'))
