import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/**
 * With TEST_DATABASE_URL set, the suite runs on a fresh PostgreSQL database made for this run
 * (and dropped after); without it every test file gets its own in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL
  if (!base) {
    project.provide('databaseUrl', '')
    return
  }
  const name = `rigledger_test_${Date.now()}_${process.pid}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  project.provide('databaseUrl', url.toString())
  return async () => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
}
