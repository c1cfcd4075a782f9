import { sql } from 'drizzle-orm'
import type { Database, Db, Tx } from '@/server/db/client.ts'

/** The PostgreSQL channel every instance of the app listens on. */
const CHANNEL = 'rigledger_events'

/** Something that happened, told to whoever is connected to any instance: a kind and ids, no content. */
export interface AppEvent {
  t: string
  userId: string
  [detail: string]: string | boolean
}

/** Told to listeners when the hub may have missed events (its connection was lost): read afresh. */
export const RESYNC: AppEvent = { t: 'resync', userId: '' }

export interface EventHub {
  /** Calls `listener` for every event from now on, until the returned function is called. */
  subscribe(listener: (event: AppEvent) => void): () => void
  close(): Promise<void>
}

/**
 * Tells every instance (and so every connected browser) that something happened, through
 * PostgreSQL NOTIFY: inside a transaction it goes out only when the transaction commits.
 */
export async function publishEvent(db: Db | Tx, event: AppEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`)
}

/** Listens on the database for events of any instance and hands them to this process's listeners. */
export async function startEventHub(database: Pick<Database, 'listen'>): Promise<EventHub> {
  const listeners = new Set<(event: AppEvent) => void>()
  const tell = (event: AppEvent) => {
    for (const listener of listeners) listener(event)
  }
  const stop = await database.listen(CHANNEL, {
    onPayload: (payload) => {
      try {
        const event = JSON.parse(payload) as AppEvent
        if (typeof event?.t === 'string' && typeof event.userId === 'string') tell(event)
      } catch {
        // Not ours: nothing to tell.
      }
    },
    onReconnect: () => tell(RESYNC),
  })
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
      await stop()
    },
  }
}
