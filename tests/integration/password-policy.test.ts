import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import { oneTimeTokens, users } from '@/server/db/schema/index.ts'
import { hashToken, newToken } from '@/server/lib/tokens.ts'
import { adminAgent, latestMailTo } from '../support/admin.ts'
import { agent, registerUser } from '../support/agent.ts'
import { solveCaptcha } from '../support/solve-captcha.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

/*
 * Every place a password is set refuses one the policy does not allow (a common password in any
 * case, or one containing the e-mail before the @ or the full name) with the policy's message, and
 * writes nothing.
 */
let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

const COMMON = 'PassWord123'

async function userByEmail(email: string) {
  const [row] = await server.ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return row
}

async function passwordHashOf(email: string) {
  return (await userByEmail(email))?.passwordHash
}

function register(body: { email: string; fullName?: string; password: string }) {
  return agent(server.app).post('/api/auth/register', {
    fullName: 'Casey Trucker',
    role: 'owner_operator',
    ...body,
    confirmPassword: body.password,
  })
}

describe('the password policy at sign-up', () => {
  it('refuses a common password in any case, and makes no account', async () => {
    for (const password of [COMMON, 'ILOVEYOU', 'sunshine']) {
      const email = uniqueEmail('common')
      const res = await register({ email, password })
      expect(res.statusCode, password).toBe(400)
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.passwordCommon, field: 'password' })
      expect(await userByEmail(email)).toBeUndefined()
    }
  })

  it('refuses one holding the e-mail before the @ or the full name (4 characters or more)', async () => {
    const email = uniqueEmail('roadking')
    const local = email.slice(0, email.indexOf('@'))
    const withEmail = await register({ email, password: `x-${local.toUpperCase()}-1` })
    expect(withEmail.statusCode).toBe(400)
    expect(withEmail.json().error).toBe(AUTH_MESSAGES.passwordContainsEmail)
    const withName = await register({ email, fullName: 'Dana Reyes', password: 'danareyes-hauls-1' })
    expect(withName.statusCode).toBe(400)
    expect(withName.json().error).toBe(AUTH_MESSAGES.passwordContainsName)
    expect(await userByEmail(email)).toBeUndefined()
    // A name under 4 characters is not looked for.
    const short = await register({ email, fullName: 'Al', password: 'al-hauls-steel-1' })
    expect(short.statusCode, short.body).toBe(201)
  })

  it('keeps the 8-character minimum and its message', async () => {
    const res = await register({ email: uniqueEmail(), password: 'x7-road' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Password must be at least 8 characters long')
  })

  it('counts as the first sign-in: the last login is the sign-up', async () => {
    const before = Date.now()
    const { email, user } = await registerUser(agent(server.app))
    const row = await userByEmail(email)
    expect(row?.lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before - 1000)
    const admin = await adminAgent(server)
    const list = await admin.get(`/api/admin/users?search=${encodeURIComponent(email)}`)
    const listed = list.json().items.find((u: { id: string }) => u.id === user.id)
    expect(listed.lastLoginAt).toBe(row!.lastLoginAt!.toISOString())
  })
})

describe('the password policy wherever else a password is set', () => {
  it('refuses it at a password reset, and the link still works for a better one', async () => {
    const user = await registerUser(agent(server.app, { ip: '10.71.0.1' }))
    const challenge = (await server.app.inject({ method: 'GET', url: '/api/auth/captcha' })).json()
    const forgot = await agent(server.app, { ip: '10.71.0.2' }).post('/api/auth/forgot-password', {
      email: user.email,
      captcha: await solveCaptcha(challenge),
    })
    expect(forgot.statusCode).toBe(200)
    await server.settle()
    const mail = await latestMailTo(await adminAgent(server), user.email)
    const token = mail.text.match(/\/reset-password\?token=([\w-]+)/)![1]!
    const hash = await passwordHashOf(user.email)
    const reset = (password: string) =>
      agent(server.app).post('/api/auth/reset-password', { token, password, confirmPassword: password })

    const common = await reset('qwerty123')
    expect(common.statusCode).toBe(400)
    expect(common.json()).toEqual({ error: AUTH_MESSAGES.passwordCommon, field: 'password' })
    const local = user.email.slice(0, user.email.indexOf('@'))
    const withEmail = await reset(`${local}!2026`)
    expect(withEmail.json().error).toBe(AUTH_MESSAGES.passwordContainsEmail)
    expect(await passwordHashOf(user.email)).toBe(hash)
    expect((await reset('gravel-lane-88')).statusCode).toBe(200)
  })

  it('refuses it at a change of password, which keeps the old one', async () => {
    const client = agent(server.app)
    const user = await registerUser(client, { fullName: 'Morgan Hale' })
    const hash = await passwordHashOf(user.email)
    const change = (newPassword: string) =>
      client.post('/api/settings/password', {
        currentPassword: user.password,
        newPassword,
        confirmPassword: newPassword,
      })
    const common = await change('Football1')
    expect(common.statusCode).toBe(400)
    expect(common.json()).toEqual({ error: AUTH_MESSAGES.passwordCommon, field: 'newPassword' })
    const withName = await change('MORGAN HALE 2026')
    expect(withName.json()).toEqual({ error: AUTH_MESSAGES.passwordContainsName, field: 'newPassword' })
    expect(await passwordHashOf(user.email)).toBe(hash)
    expect((await change('tarp-strap-ratchet-4')).statusCode).toBe(200)
  })

  it('refuses it when an admin creates an account, which is not made', async () => {
    const admin = await adminAgent(server)
    const email = uniqueEmail('created')
    const create = (password: string, name = 'Jo Driver') =>
      admin.post('/api/admin/users', {
        name,
        email,
        password,
        role: 'company_driver',
        sendWelcomeEmail: false,
      })
    const common = await create('baseball1')
    expect(common.statusCode).toBe(400)
    expect(common.json()).toEqual({ error: AUTH_MESSAGES.passwordCommon, field: 'password' })
    const withName = await create('riley-quinn-77', 'Riley Quinn')
    expect(withName.statusCode).toBe(400)
    expect(withName.json().error).toBe(AUTH_MESSAGES.passwordContainsName)
    expect(await userByEmail(email)).toBeUndefined()
    expect((await create('dry-van-reefer-9')).statusCode).toBe(201)
  })

  it('refuses it for the first admin from the setup link, which stays unused', async () => {
    const token = newToken()
    await server.ctx.db.insert(oneTimeTokens).values({
      purpose: 'admin_setup',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    const email = uniqueEmail('first')
    const setup = (password: string) =>
      agent(server.app).post('/api/setup/admin', {
        token,
        fullName: 'Erin Admin',
        email,
        password,
        confirmPassword: password,
      })
    const common = await setup('password')
    expect(common.statusCode).toBe(400)
    expect(common.json()).toEqual({ error: AUTH_MESSAGES.passwordCommon, field: 'password' })
    expect(await userByEmail(email)).toBeUndefined()
    const valid = await agent(server.app).get(`/api/setup/admin?token=${token}`)
    expect(valid.statusCode).toBe(200)
    const made = await setup('erin-keeps-books-1')
    expect(made.statusCode, made.body).toBe(201)
    // The setup signs the new admin in: their first sign-in.
    expect((await userByEmail(email))?.lastLoginAt).toBeInstanceOf(Date)
  })
})
