import pg from 'pg'

async function adminQuery(base: string, statement: string) {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Empty PostgreSQL databases for tests that run the server as a process: each gets its own, and
 * `dropAll()` (in afterAll) removes them.
 */
export function freshDatabases(base: string | undefined) {
  const created: string[] = []
  return {
    async create(prefix = 'rigledger_proc') {
      if (!base) throw new Error('No PostgreSQL server for this run')
      const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
      await adminQuery(base, `CREATE DATABASE ${name}`)
      created.push(name)
      const url = new URL(base)
      url.pathname = `/${name}`
      return url.toString()
    },
    async dropAll() {
      if (!base) return
      for (const name of created.splice(0))
        await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
