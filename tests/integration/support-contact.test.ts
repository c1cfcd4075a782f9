import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMON_MESSAGES } from '@/contracts/common.ts'
import { SUPPORT_CONTACT_MESSAGES } from '@/contracts/system.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { signedInAs } from '../support/signed-in.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/*
 * The support mailbox and phone are an admin setting (Settings › System), hidden while unset: nothing
 * made up is ever shown. Only this file sets it, and it blanks it again at the end.
 */
// A platform setting and the admin activity log: on PostgreSQL a database of its own, so the other
// files' admins neither see the setting nor come first in the log.
const databases = freshDatabases(process.env.TEST_DATABASE_URL)
let server: TestServer
let admin: Agent

beforeAll(async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL ? await databases.create('rigledger_contact') : undefined
  server = await startTestServer({ config: { databaseUrl } })
  admin = await adminAgent(server)
})

afterAll(async () => {
  await put(admin, { email: '', phone: '' })
  await server?.close()
  await databases.dropAll()
})

const put = (client: Agent, payload: unknown) =>
  client.request({ method: 'PUT', url: '/api/admin/settings/support-contact', payload: payload as object })

describe('the support contact', () => {
  it('is not set until an admin saves it: the public configuration has none', async () => {
    const config = (await agent(server.app).get('/api/config')).json()
    expect(config).toMatchObject({ supportEmail: null, supportPhone: null })
    expect(JSON.stringify(config)).not.toContain('555')
    expect((await admin.get('/api/admin/settings/support-contact')).json()).toEqual({
      email: null,
      phone: null,
      updatedAt: null,
    })
  })

  it('is saved by an admin, shown to everyone, and hidden again when blanked', async () => {
    const saved = await put(admin, { email: ' help@prairie-hauling.com ', phone: '+1 (312) 555-0148' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ email: 'help@prairie-hauling.com', phone: '+1 (312) 555-0148' })
    expect((await agent(server.app).get('/api/config')).json()).toMatchObject({
      supportEmail: 'help@prairie-hauling.com',
      supportPhone: '+1 (312) 555-0148',
    })
    const activity = (await admin.get('/api/admin/activity')).json().items
    expect(activity[0].action).toBe('settings.support_contact')

    expect((await put(admin, { email: 'help@prairie-hauling.com', phone: '' })).statusCode).toBe(200)
    expect((await agent(server.app).get('/api/config')).json()).toMatchObject({
      supportEmail: 'help@prairie-hauling.com',
      supportPhone: null,
    })
  })

  it('refuses a bad mailbox or phone with a clear 400, and anyone but an admin', async () => {
    const bad = async (payload: unknown, message: string) => {
      const res = await put(admin, payload)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error).toBe(message)
    }
    await bad({ email: 'not-an-address' }, SUPPORT_CONTACT_MESSAGES.email)
    await bad({ phone: 'call us' }, SUPPORT_CONTACT_MESSAGES.phone)
    await bad({ phone: '1'.repeat(41) }, COMMON_MESSAGES.tooLong(40))
    expect((await put(admin, { email: 'a\u0000b@example.com' })).statusCode).toBe(400)
    expect((await put(admin, ['nonsense'])).statusCode).toBe(400)

    const customer = await signedInAs(server)
    expect((await put(customer.client, { email: 'evil@example.com' })).statusCode).toBe(403)
    expect((await customer.client.get('/api/admin/settings/support-contact')).statusCode).toBe(403)
    expect((await put(agent(server.app), { email: 'evil@example.com' })).statusCode).toBe(401)
    expect((await agent(server.app).get('/api/config')).json().supportEmail).toBe('help@prairie-hauling.com')
  })
})
