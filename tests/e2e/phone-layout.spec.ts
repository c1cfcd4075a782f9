import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { uniqueEmail } from './support/helpers.ts'
import { ADMIN_SCREENS, customerScreens, STATES, saveSession } from './support/screens.ts'
import { seedCustomer, signInAdmin } from './support/seed-account.ts'
import { expect, test } from './support/test.ts'

/**
 * Nothing hidden or cut off on a phone: every screen of every role, with rows in its tables, at
 * 390 px, measured in the page. A screen fails when it scrolls sideways, when a table cell lies
 * outside what its scroll box or the screen shows (a column to swipe to) or is not shown at all,
 * or when text, a badge, a button or a filled-in field is wider than its box (ellipsis, clipping).
 * A few screens with wide content are also measured at 1366 and 1280 px.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOPS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
]

const OWNER_STATE = path.join(STATES, 'e2e-phone-owner-state.json')
const DRIVER_STATE = path.join(STATES, 'e2e-phone-driver-state.json')
const FLEET_STATE = path.join(STATES, 'e2e-phone-fleet-state.json')
const ACCOUNTANT_STATE = path.join(STATES, 'e2e-phone-accountant-state.json')
const ADMIN_STATE = path.join(STATES, 'e2e-phone-admin-state.json')

const PASSWORD = 'road-ready-pass-1'
let ownerScreens: string[] = []
let reviewPath = ''
let driverSettlementPath = ''

async function created(request: APIRequestContext, url: string, data: unknown, status = 201) {
  const res = await request.post(url, { data })
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status)
  return res.json()
}

async function register(
  request: APIRequestContext,
  role: string,
  fullName: string,
  email = uniqueEmail(role),
) {
  const data = { fullName, email, password: PASSWORD, confirmPassword: PASSWORD, role }
  await created(request, '/api/auth/register', data)
  return email
}

test.beforeAll(async ({ playwright, browser }, testInfo) => {
  test.setTimeout(120_000)
  const baseURL = testInfo.project.use.baseURL!
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' })

  await saveSession(playwright, baseURL, ADMIN_STATE, async (admin) => {
    await signInAdmin(admin)
    expect((await admin.post('/api/admin/settings/payment-gateway/products')).status()).toBe(200)
    await created(admin, '/api/admin/test-clients', {
      name: 'Tess Client',
      email: uniqueEmail('test-client'),
      companyName: 'Tess Freight LLC',
      role: 'owner_operator',
      templateId: 'owner-operator-regional',
    })
  })

  // An owner-operator with something on every screen, a load to review with long places and a
  // four-figure amount, a support ticket, and an accountant they invited.
  const cpaEmail = uniqueEmail('cpa')
  let inviteToken = ''
  await saveSession(playwright, baseURL, OWNER_STATE, async (owner) => {
    const seeded = await seedCustomer(owner)
    const ticket = await created(owner, '/api/support/tickets', {
      subject: 'Settlement shows the wrong net',
      message: 'The net should be $2,140.55.',
    })
    ownerScreens = customerScreens(seeded, ticket.id)
    reviewPath = `/settlements/${seeded.reviewSettlementId}/review`
    const review = await owner.patch(`/api/settlements/${seeded.reviewSettlementId}`, {
      data: {
        broker: 'Prairie Freight Logistics LLC',
        settlementDate: today,
        lines: [
          {
            kind: 'load',
            loadNumber: 'L-20931',
            loadDate: today,
            origin: 'Denver, CO',
            destination: 'Oklahoma City, OK',
            miles: 1_204.5,
            amountCents: 173_390,
          },
          { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 41_237 },
        ],
      },
    })
    expect(review.status(), await review.text()).toBe(200)
    const grant = await created(owner, '/api/settings/access', { email: cpaEmail, access: 'read' })
    inviteToken = grant.inviteUrl.split('invite=')[1]
  })
  await saveSession(playwright, baseURL, ACCOUNTANT_STATE, async (cpa) => {
    const data = {
      fullName: 'Cora Accountant',
      email: cpaEmail,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }
    await created(cpa, '/api/auth/register', { ...data, inviteToken })
  })

  // A fleet manager with a truck and a driver who joined and whose settlement runs on that truck.
  const driverEmail = uniqueEmail('fleet-driver')
  let inviteUrl = ''
  let truckId = ''
  await saveSession(playwright, baseURL, FLEET_STATE, async (manager) => {
    await register(manager, 'fleet_manager', 'Morgan Fleetowner')
    truckId = (await created(manager, '/api/trucks', { unitNumber: 'Unit 4471-B' })).id
    inviteUrl = (await created(manager, '/api/fleet/invites', { email: driverEmail })).inviteUrl
  })
  await saveSession(playwright, baseURL, DRIVER_STATE, async (driver) => {
    await register(driver, 'company_driver', 'Casey Roadrunner', driverEmail)
    await created(driver, `/api/fleet/invites/${inviteUrl.split('/').pop()}/accept`, {}, 200)
    const settlement = await created(driver, '/api/settlements', {
      broker: 'Acme Logistics',
      settlementDate: today,
      truckId,
      lines: [
        { kind: 'load', loadNumber: 'L-77', amountCents: 298_765 },
        { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 61_237 },
      ],
    })
    driverSettlementPath = `/settlements/${settlement.id}`
    await created(driver, '/api/expenses', {
      date: today,
      description: 'Truck wash',
      amountCents: 6_500,
      category: 'maintenance',
      truckId,
    })
    await created(driver, '/api/mileage', {
      date: today,
      startLocation: 'Omaha, NE',
      endLocation: 'Denver, CO',
      miles: 537.5,
      purpose: 'business',
      truckId,
    })
  })

  // A paid subscription, so Payment Management has a row.
  const context = await browser.newContext({ baseURL, storageState: OWNER_STATE })
  const page = await context.newPage()
  await page.goto('/settings/billing')
  await page.getByRole('button', { name: 'Choose Owner Operator' }).click()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/checkout=success/)
  await context.close()
})

/** What is hidden or cut off on the page as shown now, one line each. */
function hiddenOrClipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = window.innerWidth
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}> “${(el.textContent || (el as HTMLInputElement).value || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}”`
    /** The part of the screen an element can show: the screen cut by every ancestor that clips. */
    const box = (el: Element) => {
      let left = 0
      let right = width
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        if (getComputedStyle(a).overflowX === 'visible') continue
        const r = a.getBoundingClientRect()
        left = Math.max(left, r.left)
        right = Math.min(right, r.right)
      }
      return { left, right }
    }
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
    }
    // Text kept for screen readers only is clipped to 1 px on purpose.
    const screenReaderOnly = (el: Element) => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        if (a.getBoundingClientRect().width <= 1 && getComputedStyle(a).overflowX !== 'visible') return true
      }
      return false
    }

    const overflow = document.documentElement.scrollWidth - width
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`)

    const controls =
      'button, [role="button"], a, input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"]), [class*="Badge-"], [class*="Button-"]'
    for (const el of document.body.querySelectorAll('*')) {
      if (!shown(el)) continue
      const style = getComputedStyle(el)
      const clips =
        style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis'
      if (!clips && !el.matches(controls)) continue
      // What is cut is text or a typed value (a switch's track is narrower than its thumb's travel).
      if (!(el.textContent || (el as HTMLInputElement).value || '').trim()) continue
      if (el.scrollWidth > el.clientWidth + 1 && !screenReaderOnly(el)) {
        problems.push(`${name(el)} is cut off (${el.scrollWidth}px of content in ${el.clientWidth}px)`)
      }
    }

    for (const cell of document.body.querySelectorAll('td, th')) {
      const row = cell.parentElement!
      if (!shown(row) || screenReaderOnly(cell)) continue
      if (!shown(cell)) {
        problems.push(`${name(cell)} is a hidden table cell`)
        continue
      }
      const r = cell.getBoundingClientRect()
      const { left, right } = box(cell)
      if (r.left < left - 1 || r.right > right + 1) {
        problems.push(
          `${name(cell)} lies outside what is shown (${Math.round(r.left)}–${Math.round(r.right)}px)`,
        )
      }
    }
    return problems
  })
}

async function measure(page: Page, route: string, viewport = PHONE) {
  await page.setViewportSize(viewport)
  // The screen, not a loader: no spinner or placeholder left in the main area, nothing loading.
  await page.waitForFunction(
    () => !document.querySelector('main [class*="Loader-root"], main [class*="Skeleton-root"]'),
    undefined,
    { timeout: 20_000 },
  )
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  const problems = await hiddenOrClipped(page)
  expect.soft(problems, `${route} at ${viewport.width} px`).toEqual([])
}

/**
 * Opens each screen in turn and measures it. After the first, screens open inside the running app
 * (as a link would), which spares a full page load for each.
 */
async function walk(page: Page, routes: string[], desktop: string[] = []) {
  await page.goto(routes[0]!)
  for (const route of routes) {
    if (!page.url().endsWith(route)) {
      await page.setViewportSize(PHONE)
      // The old screen stays while the new one's code loads: its elements are marked, and the walk
      // waits for an element without the mark (a screen drawn by its predecessor's code times out).
      await page.evaluate((to) => {
        for (const el of document.querySelectorAll('main *')) el.setAttribute('data-left', '')
        window.history.pushState(null, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, route)
      await page
        .waitForFunction(() => document.querySelector('main *:not([data-left])'), undefined, {
          timeout: 3_000,
        })
        .catch(() => {})
    }
    // The first screen of a session loads the app and its data: on a busy machine that takes a while.
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 })
    await measure(page, route)
    if (!desktop.includes(route)) continue
    for (const viewport of DESKTOPS) await measure(page, route, viewport)
  }
}

test.use({ viewport: PHONE })

test.describe('an owner-operator', () => {
  test.use({ storageState: OWNER_STATE })
  test('every screen fits a phone', async ({ page }) => {
    test.setTimeout(150_000)
    await walk(page, [...ownerScreens, '/help?q=settlement'], [reviewPath, '/help?q=settlement'])
  })
})

test.describe('a company driver in a fleet', () => {
  test.use({ storageState: DRIVER_STATE })
  test('every screen fits a phone', async ({ page }) => {
    test.setTimeout(60_000)
    const routes = ['/dashboard', '/settlements', driverSettlementPath, '/expenses', '/reports/mileage']
    await walk(page, [...routes, '/settings/fleet', '/settings/trucks'])
  })
})

test.describe('a fleet manager', () => {
  test.use({ storageState: FLEET_STATE })
  test('every screen fits a phone', async ({ page }) => {
    test.setTimeout(60_000)
    const routes = ['/dashboard', '/fleet', '/drivers/new', '/reports/trucks', '/settings/trucks', '/loads']
    await walk(
      page,
      [...routes, '/maintenance', '/reports/profit-loss', '/reports/loads'],
      ['/fleet', '/dashboard'],
    )
  })
})

test.describe('an accountant', () => {
  test.use({ storageState: ACCOUNTANT_STATE })
  test('every screen fits a phone', async ({ page }) => {
    test.setTimeout(60_000)
    await walk(page, ['/dashboard', '/settings', '/help'], ['/dashboard'])
  })
})

test.describe('an admin', () => {
  test.use({ storageState: ADMIN_STATE })
  test('every back-office screen fits a phone', async ({ page }) => {
    test.setTimeout(90_000)
    await walk(page, ADMIN_SCREENS, ['/admin/test-clients', '/admin/payments'])
  })
})
