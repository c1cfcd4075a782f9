import path from 'node:path'
import { describeFixtureFolder } from '../support/extraction-fixtures.ts'

// Layouts kept out of parser work, to measure how it generalises (tests/fixtures/holdout/README.md).
describeFixtureFolder('documents held out', path.resolve(import.meta.dirname, '../fixtures/holdout'))
