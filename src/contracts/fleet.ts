import { z } from 'zod'
import { ACCESS_LEVELS } from './access.ts'
import { ZDateFilter, ZPage } from './common.ts'
import { ZAdminEmail } from './users.ts'

/** The fleet's messages. */
export const FLEET_MESSAGES = {
  managersOnly: 'Only a fleet manager can do this',
  inviteSent: (email: string) => `Invitation sent to ${email}`,
  inviteNotFound: 'This invitation is not valid any more. Ask your fleet manager for a new one.',
  inviteOtherEmail:
    'This invitation was sent to another e-mail address. Sign in with that account to accept it.',
  driversOnly: 'Only a company driver or owner-operator account can join a fleet',
  alreadyInFleet: 'This account already drives for a fleet. Leave it first.',
  alreadyMember: 'This driver is already in your fleet',
  joined: 'You joined the fleet',
  driverNotFound: 'Driver not found',
  removed: 'Driver removed from the fleet',
  selfInvite: 'You cannot invite yourself',
  readOnly: 'Read-only access: ask your driver to let you change their books',
  notInFleet: 'You are not in a fleet',
  notSwitched: 'You are not working in a driver’s books',
  left: 'You left the fleet',
  accessSaved: 'Fleet access saved',
  ownerOnly: 'Only the driver can change this',
} as const

export const INVITE_DAYS = 14

export const ZFleetInviteInput = z
  .object({ email: ZAdminEmail })
  .meta({ examples: [{ email: 'driver@example.com' }] })

export const ZFleetInvite = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
})
export const ZFleetInviteCreated = ZFleetInvite.extend({
  /** The link to join, e-mailed too; it ends in the invitation's token. */
  inviteUrl: z.string(),
})
export const ZFleetInviteList = z.object({ items: z.array(ZFleetInvite) })

export const ZFleetInvitePreview = z.object({
  fleetName: z.string(),
  managerName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
})
export type FleetInvitePreview = z.infer<typeof ZFleetInvitePreview>

export const ZTokenParams = z.object({
  token: z
    .string()
    .min(10)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: FLEET_MESSAGES.inviteNotFound }),
})

export const ZFleetDriver = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  joinedAt: z.string(),
  /** What the driver lets the manager do in their books: read, or read and write. */
  managerAccess: z.enum(ACCESS_LEVELS),
  /**
   * This year to date: what the driver was paid (their revenue entries). The fleet's cost, never its
   * revenue.
   */
  driverPayCents: z.number().int(),
  businessMiles: z.number(),
  /** Driver pay per business mile in cents, or null without miles. */
  payPerMileCents: z.number().int().nullable(),
})
export type FleetDriver = z.infer<typeof ZFleetDriver>
export const ZFleetDriverList = z.object({ items: z.array(ZFleetDriver) })

export const ZFleetRowsQuery = z.object({
  ...ZPage,
  pageSize: ZPage.pageSize.default(25),
  from: ZDateFilter,
  to: ZDateFilter,
  driverId: z.uuid({ error: FLEET_MESSAGES.driverNotFound }).optional(),
})

const rowOwner = {
  driverId: z.uuid(),
  driverName: z.string(),
  truckId: z.uuid().nullable(),
  truckUnit: z.string().nullable(),
}
export const ZFleetExpenseList = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      date: z.string(),
      description: z.string(),
      category: z.string(),
      amountCents: z.number().int(),
      paymentMethod: z.string().nullable(),
      settlementId: z.uuid().nullable(),
      documentId: z.uuid().nullable(),
      ...rowOwner,
    }),
  ),
  total: z.number().int(),
})
export const ZFleetSettlementList = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      date: z.string().nullable(),
      broker: z.string().nullable(),
      settlementNumber: z.string().nullable(),
      tripNumber: z.string().nullable(),
      grossCents: z.number().int(),
      deductionsCents: z.number().int(),
      netCents: z.number().int(),
      status: z.string(),
      ...rowOwner,
    }),
  ),
  total: z.number().int(),
})
export const ZFleetMileageList = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      date: z.string(),
      startLocation: z.string(),
      endLocation: z.string(),
      miles: z.number(),
      purpose: z.string(),
      ...rowOwner,
    }),
  ),
  total: z.number().int(),
})

export const ZFleetDashboardQuery = z.object({
  /** Fleet Performance for one of the fleet's trucks: the rows tagged with it. */
  truckId: z.uuid({ error: 'Truck not found' }).optional(),
})

/** Working in a driver's books: who, and what the driver allows. */
export const ZFleetSwitch = z.object({ id: z.uuid(), fullName: z.string(), access: z.enum(ACCESS_LEVELS) })

/** A driver's own view of their fleet: null when they drive for none. */
export const ZMyFleet = z.object({
  fleet: z
    .object({
      managerName: z.string(),
      managerEmail: z.string(),
      fleetName: z.string(),
      joinedAt: z.string(),
      managerAccess: z.enum(ACCESS_LEVELS),
    })
    .nullable(),
})
export const ZMyFleetInput = z
  .object({ managerAccess: z.enum(ACCESS_LEVELS) })
  .meta({ examples: [{ managerAccess: 'write' }] })

export const ZFleetDashboard = z.object({
  drivers: z.array(ZFleetDriver),
  trucks: z.object({
    total: z.number().int(),
    inService: z.number().int(),
    inShop: z.number().int(),
    outOfService: z.number().int(),
  }),
  /**
   * The fleet's last 12 months, oldest first: revenue (its trucks' loads, else the manager's books), the manager's expenses, the
   * drivers' pay (their revenue entries, which the fleet pays), costs (expenses and driver pay), net.
   */
  monthly: z.array(
    z.object({
      month: z.string(),
      /** `loads`: the loads the fleet's trucks hauled that month; `books`: none, the manager's revenue. */
      revenueSource: z.enum(['loads', 'books']),
      revenueCents: z.number().int(),
      expensesCents: z.number().int(),
      driverPayCents: z.number().int(),
      costsCents: z.number().int(),
      netCents: z.number().int(),
      /** The loads' loaded and empty miles, and revenue and costs per mile over them (null without). */
      miles: z.number(),
      revenuePerMileCents: z.number().int().nullable(),
      costPerMileCents: z.number().int().nullable(),
    }),
  ),
  alerts: z.array(
    z.object({
      kind: z.enum(['documents_review', 'truck_out_of_service', 'truck_in_shop', 'service_due']),
      title: z.string(),
      to: z.string().nullable(),
    }),
  ),
})
export type FleetDashboard = z.infer<typeof ZFleetDashboard>
