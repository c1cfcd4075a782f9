import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { CustomerRole } from '@/contracts/roles.ts'
// @ts-expect-error a plain .mjs module shared with the server launcher
import { SERVER_LOG } from './paths.mjs'

export const ADMIN = {
  fullName: 'Erin Admin',
  email: 'erin.admin@example.com',
  password: 'back-office-pass-1',
}

let counter = 0
export function uniqueEmail(prefix = 'driver') {
  counter += 1
  return `${prefix}.${Date.now()}.${counter}@example.com`
}

/** The one-time setup token the server printed at start-up. */
export function setupTokenFromLog(): string {
  const match = readFileSync(SERVER_LOG as string, 'utf8').match(/\/admin\/setup\?token=([\w-]+)/)
  if (!match) throw new Error('the server printed no setup link')
  return match[1]!
}

/** Fills the form fields named by their labels. */
export async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
}

/** A new account of `role` (the register form's default, a company driver, unless told). */
export async function signUp(
  page: Page,
  options: { role?: CustomerRole; email?: string; password?: string } = {},
) {
  const { role, email = uniqueEmail(), password = 'road-ready-pass-1' } = options
  await page.goto(role ? `/register?role=${role}` : '/register')
  await fill(page, {
    'Full Name': 'Casey Trucker',
    Email: email,
    Password: password,
    'Confirm Password': password,
  })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  return { email, password }
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await fill(page, { Email: email, Password: password })
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The newest mail the dev outbox holds for an address, read through the admin API. */
export async function latestMail(request: APIRequestContext, to: string) {
  const login = await request.post('/api/auth/admin-login', {
    data: { username: ADMIN.email, password: ADMIN.password },
  })
  expect(login.status()).toBe(200)
  let mail: { subject: string; text: string } | undefined
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}&pageSize=1`)
      mail = (await res.json()).items[0]
      return Boolean(mail)
    })
    .toBe(true)
  return mail!
}
