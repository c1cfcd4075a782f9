import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type { Db } from '@/server/db/client.ts'
import { type AppEvent, type EventHub, publishEvent, RESYNC } from '@/server/lib/events/event-hub.ts'
import { forgetSettingsOnSave, keptSetting, SETTING_SAVED, writeSetting } from '@/server/shared/settings.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

/*
 * The settings read on every request (whether the server takes payments, for the paywall) are kept
 * in memory: a save on this instance is read at once, one on another instance as soon as its NOTIFY
 * arrives. Each test uses a key of its own, so the files sharing the database never see it, and a
 * save of another key (another file's, on another instance) does not make this one forget its own.
 */
const postgres = Boolean(inject('databaseUrl'))
let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

const keyOfThisTest = () => `kept-test:${uniqueEmail()}`

/**
 * Saves a setting and waits for its own NOTIFY to come back (not another file's save on another
 * instance), so it cannot arrive in the middle of a test.
 */
async function saveAndHear(key: string, value: Record<string, unknown>) {
  const heard = hear(server, key)
  await writeSetting(server.ctx.db, key, value, new Date())
  await heard
}

/** Resolves once the event hub of `by` has told its listeners that `key` was saved. */
function hear(by: TestServer, key: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = by.ctx.events.subscribe((event) => {
      if (event.t === SETTING_SAVED && event.key === key) {
        stop()
        resolve()
      }
    })
  })
}

describe('a kept setting', () => {
  it('is read afresh right after a save on this instance', async () => {
    const { db } = server.ctx
    const key = keyOfThisTest()
    expect(await keptSetting(db, key)).toBeNull()
    await writeSetting(db, key, { n: 1 }, new Date())
    expect(await keptSetting(db, key)).toEqual({ n: 1 })
    await db.transaction((tx) => writeSetting(tx, key, { n: 2 }, new Date()))
    expect(await keptSetting(db, key)).toEqual({ n: 2 })
  })

  it('is kept: a row changed without a save is not read again until a save is announced', async () => {
    const { db } = server.ctx
    const key = keyOfThisTest()
    await saveAndHear(key, { n: 1 })
    expect(await keptSetting(db, key)).toEqual({ n: 1 })
    // What another instance's save does here: the row changes, and its NOTIFY arrives (not its
    // own process's forgetting).
    await db.execute(
      sql`update app_settings set value = ${JSON.stringify({ n: 2 })}::jsonb where key = ${key}`,
    )
    expect(await keptSetting(db, key)).toEqual({ n: 1 })
    await publishEvent(db, { t: SETTING_SAVED, userId: '', key })
    await vi.waitFor(async () => expect(await keptSetting(db, key)).toEqual({ n: 2 }), { timeout: 5000 })
  })

  it('is kept when another key is saved, and forgotten when any may have been missed', async () => {
    const { db } = server.ctx
    const key = keyOfThisTest()
    await saveAndHear(key, { n: 1 })
    expect(await keptSetting(db, key)).toEqual({ n: 1 })
    await db.execute(
      sql`update app_settings set value = ${JSON.stringify({ n: 2 })}::jsonb where key = ${key}`,
    )
    await saveAndHear(keyOfThisTest(), { other: true })
    expect(await keptSetting(db, key)).toEqual({ n: 1 })
    await publishEvent(db, { t: SETTING_SAVED, userId: '' })
    await vi.waitFor(async () => expect(await keptSetting(db, key)).toEqual({ n: 2 }), { timeout: 5000 })
  })

  it.runIf(postgres)('is not kept from a read made before the save committed', async () => {
    const { db } = server.ctx
    const key = keyOfThisTest()
    await saveAndHear(key, { n: 1 })
    expect(await keptSetting(db, key)).toEqual({ n: 1 })
    await db.transaction(async (tx) => {
      await writeSetting(tx, key, { n: 2 }, new Date())
      // Another request reads while the save is not committed yet: it sees the old value.
      expect(await keptSetting(db, key)).toEqual({ n: 1 })
    })
    // The save's NOTIFY goes out at COMMIT and makes this instance forget that read.
    await vi.waitFor(async () => expect(await keptSetting(db, key)).toEqual({ n: 2 }), { timeout: 5000 })
  })

  it('is not forgotten when another server in the same process hears the save', async () => {
    // Two servers in one process (as tests start them) each hear a NOTIFY on their own connection,
    // each at its own time: the other's hearing it later is no news to this one.
    let tellOther: (event: AppEvent) => void = () => {}
    const otherHub: EventHub = {
      subscribe: (listener) => {
        tellOther = listener
        return () => {}
      },
      close: async () => {},
    }
    const otherDb = {} as Db
    forgetSettingsOnSave(otherHub, otherDb)
    const { db } = server.ctx
    const key = keyOfThisTest()
    await saveAndHear(key, { n: 1 })
    expect(await keptSetting(db, key)).toEqual({ n: 1 })
    await db.execute(
      sql`update app_settings set value = ${JSON.stringify({ n: 2 })}::jsonb where key = ${key}`,
    )
    tellOther({ t: SETTING_SAVED, userId: '', key })
    tellOther(RESYNC)
    expect(await keptSetting(db, key)).toEqual({ n: 1 })
  })
})
