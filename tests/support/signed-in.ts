import type { CustomerRole } from '@/contracts/roles.ts'
import type { MileageVehicle } from '@/domain/mileage/eligibility.ts'
import {
  buildExpense,
  buildMileageEntry,
  buildRevenue,
  bulkInsertLedgerEntries,
  type NewLedgerEntry,
} from '@/server/db/factories/index.ts'
import { mileageEntries } from '@/server/db/schema/index.ts'
import { agent, registerUser } from './agent.ts'
import { type TestServer, uniqueEmail } from './test-server.ts'

type MileageOverrides = Partial<typeof mileageEntries.$inferInsert>

export interface SignedInOptions {
  email?: string
  password?: string
  fullName?: string
  /** Its time zone (Settings › Profile), given at sign-up. */
  timeZone?: string
  /** What it drives, as said on the Mileage Log (the standard mileage rate depends on it). */
  vehicle?: MileageVehicle
  /** Headers every request of its client sends (a browser's user agent, say). */
  headers?: Record<string, string>
  /** Where its requests come from (the sign-in limits count per address). */
  ip?: string
  /**
   * Rows put straight into its books, each built by the row factories (src/server/db/factories)
   * with these overrides: what a test needs to find there, without going through the screens.
   */
  with?: {
    expenses?: Partial<NewLedgerEntry>[]
    revenue?: Partial<NewLedgerEntry>[]
    miles?: MileageOverrides[]
  }
}

/**
 * A new account of `role`, signed up through the API and signed in: its browser-like client, id,
 * e-mail and password. Every test makes its own, so nothing needs cleaning.
 */
export async function signedInAs(
  server: TestServer,
  role: CustomerRole = 'owner_operator',
  options: SignedInOptions = {},
) {
  const client = agent(server.app, { headers: options.headers, ip: options.ip })
  const email = options.email ?? uniqueEmail(role)
  const registered = await registerUser(client, {
    role,
    email,
    ...(options.password ? { password: options.password } : {}),
    ...(options.fullName ? { fullName: options.fullName } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  })
  if (options.vehicle) {
    const set = await client.request({
      method: 'PUT',
      url: '/api/mileage/vehicle',
      payload: { vehicle: options.vehicle },
    })
    if (set.statusCode !== 200) throw new Error(`setting the vehicle failed: ${set.body}`)
  }
  const id = registered.user.id
  const rows = options.with ?? {}
  const entries = [
    ...(rows.expenses ?? []).map((o) => buildExpense({ ...o, userId: id })),
    ...(rows.revenue ?? []).map((o) => buildRevenue({ ...o, userId: id })),
  ]
  if (entries.length > 0) await bulkInsertLedgerEntries(server.ctx.db, entries)
  if (rows.miles?.length) {
    await server.ctx.db
      .insert(mileageEntries)
      .values(rows.miles.map((o) => buildMileageEntry({ ...o, userId: id })))
  }
  return { client, id, email, password: registered.password }
}

export type SignedIn = Awaited<ReturnType<typeof signedInAs>>
