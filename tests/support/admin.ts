import { expect } from 'vitest'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { type Agent, agent } from './agent.ts'
import { type TestServer, uniqueEmail } from './test-server.ts'

/** A signed-in admin, made directly in the database (there is no public way to become one). */
export async function adminAgent(server: TestServer) {
  const email = uniqueEmail('admin')
  const password = 'admin-password-1'
  await createAccount({ db: server.ctx.db, input: { fullName: 'Ada Admin', email, password, role: 'admin' } })
  const client = agent(server.app)
  const res = await client.post('/api/auth/login', { email, password })
  expect(res.statusCode).toBe(200)
  return client
}

export async function latestMailTo(admin: Agent, to: string) {
  const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}&pageSize=1`)
  expect(res.statusCode).toBe(200)
  const [mail] = res.json().items
  expect(mail, `a mail to ${to}`).toBeTruthy()
  return mail as { subject: string; text: string; to: string }
}
