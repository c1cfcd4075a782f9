import type { Db } from '@/server/db/client.ts'

interface RawClient {
  query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

export interface RecordedQuery {
  text: string
  params: unknown[]
}

export interface QueryPlan extends RecordedQuery {
  plan: string
}

const LEDGER_TABLES =
  /\b(ledger_entries|ledger_daily_totals|ledger_monthly_totals|settlements|settlement_lines|mileage_entries|documents|users|tax_profiles|app_settings)\b/
/** Only reads are explained (EXPLAIN ANALYZE runs the statement). */
const READ = /^\s*\(?\s*select\b/i

/**
 * Records the SQL the server sends while a request runs, by wrapping `query` of the database client
 * the server uses (pg Pool or PGlite), so the plans shown are of the routes' own queries, whoever
 * wrote them. Every read of the books is kept, the session lookup (users) too.
 */
export function queryRecorder(db: Db) {
  const client = (db as unknown as { $client: RawClient }).$client
  const original = client.query.bind(client)
  let recording: RecordedQuery[] | null = null
  client.query = (...args: unknown[]) => {
    if (recording) {
      const [first, second] = args
      const text = typeof first === 'string' ? first : (first as { text?: string })?.text
      const params = Array.isArray(second) ? second : ((first as { values?: unknown[] })?.values ?? [])
      if (text && READ.test(text) && LEDGER_TABLES.test(text)) recording.push({ text, params })
    }
    return original(...args)
  }
  return {
    async record(run: () => Promise<unknown>): Promise<RecordedQuery[]> {
      recording = []
      try {
        await run()
        return recording
      } finally {
        recording = null
      }
    },
    /** EXPLAIN (ANALYZE, BUFFERS) of each query with the parameters it ran with. */
    async explain(queries: RecordedQuery[]): Promise<QueryPlan[]> {
      const plans: QueryPlan[] = []
      for (const query of queries) {
        const result = await original(`explain (analyze, buffers) ${query.text}`, query.params)
        const plan = result.rows.map((row) => String(Object.values(row)[0])).join('\n')
        plans.push({ ...query, plan })
      }
      return plans
    },
  }
}
