import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'
import type { SeededAccount } from './seed-account.ts'

/** Every customer screen, with the seeded account's settlement, review, upload, load, IFTA records and ticket. */
export const customerScreens = (seeded: SeededAccount, ticketId: string) => [
  '/dashboard',
  '/settlements',
  '/settlements/new',
  `/settlements/${seeded.settlementId}`,
  `/settlements/${seeded.settlementId}/edit`,
  `/settlements/${seeded.reviewSettlementId}/review`,
  '/settlements/upload',
  `/settlements/upload/${seeded.mappingDocumentId}/columns`,
  '/loads',
  '/loads/new',
  '/loads/payers',
  `/loads/${seeded.loadId}`,
  `/loads/${seeded.loadId}/edit`,
  '/ifta',
  '/ifta/2025Q4',
  '/ifta/trips',
  '/ifta/trips/new',
  `/ifta/trips/${seeded.tripId}/edit`,
  '/ifta/fuel',
  '/ifta/fuel/new',
  '/ifta/import',
  `/ifta/fuel/${seeded.fuelPurchaseId}/edit`,
  '/reserves',
  `/reserves/${seeded.reserveId}`,
  `/reserves/${seeded.reserveId}/letter`,
  '/advances',
  '/equipment',
  `/equipment/${seeded.assetId}`,
  `/equipment/loans/${seeded.loanId}`,
  '/expenses',
  '/reports',
  '/reports/profit-loss',
  '/reports/expenses',
  '/reports/revenue',
  '/reports/tax',
  '/reports/mileage',
  '/per-diem',
  '/reports/custom',
  '/reports/tax-tools',
  '/settings',
  '/settings/notifications',
  '/settings/security',
  '/settings/account',
  '/settings/api-keys',
  '/settings/billing',
  '/settings/trucks',
  '/settings/access',
  '/settings/fleet',
  '/drivers/new',
  '/maintenance',
  '/fleet',
  '/reports/trucks',
  '/help',
  `/help/tickets/${ticketId}`,
  '/docs/settlements',
  '/docs/expenses',
  '/docs/reports',
  '/docs/taxes',
  '/tutorials',
  '/tutorials/getting-started',
  '/tutorials/first-settlement',
  '/tutorials/expense-management',
  '/tutorials/tax-reports',
]

export const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/test-clients',
  '/admin/payments',
  '/admin/reports',
  '/admin/reports/profit-loss',
  '/admin/reports/user-activity',
  '/admin/reports/revenue',
  '/admin/reports/documents',
  '/admin/settings',
  '/admin/settings?tab=tbill',
  '/admin/help',
  '/admin/docs',
  '/admin/docs/user-management',
  '/admin/docs/system-settings',
  '/admin/docs/data-management',
  '/admin/docs/security',
  '/admin/community',
  '/admin/support',
  '/admin/support?tab=chat',
  '/admin/support?tab=kb',
  '/admin/mail-log',
  '/admin/outbox',
  '/admin/audit',
  '/test/stripe',
]

/** Where the signed-in sessions made once per run are kept. */
export const STATES = path.resolve(import.meta.dirname, '../../../test-results')

/**
 * Signs a fresh API context in with `signIn` and keeps its session (and the accepted cookie banner)
 * in `file`, for `test.use({ storageState: file })`. Answers what `signIn` answers.
 */
export async function saveSession<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  file: string,
  signIn: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  // A clean session: not the one the test's own options may name (which may not exist yet).
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  const result = await signIn(request)
  const { cookies } = await request.storageState()
  const consent = { name: 'rigledger-cookie-consent', value: 'accepted' }
  mkdirSync(STATES, { recursive: true })
  writeFileSync(file, JSON.stringify({ cookies, origins: [{ origin: baseURL, localStorage: [consent] }] }))
  await request.dispose()
  return result
}
