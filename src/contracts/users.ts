import { z } from 'zod'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_MESSAGES,
} from '@/domain/passwords/password-policy.ts'
import { AUTH_MESSAGES, refusePersonalParts } from './auth.ts'
import { ZLine, ZPageQuery, ZRequiredLine, ZSearch } from './common.ts'
import { ZIftaRecordsKept } from './ifta.ts'
import { ROLES, USER_STATUSES } from './roles.ts'

/** The users of the back office: lists, details, creating, changing, bulk actions. */

export const ZAdminUserQuery = ZPageQuery.extend({
  search: ZSearch,
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
})

export const ZAdminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
})
export type AdminUser = z.infer<typeof ZAdminUser>

export const ZAdminUserList = z.object({ items: z.array(ZAdminUser), total: z.number().int() })

/** The admin users screen's messages (spec 5 and 8). */
export const ADMIN_MESSAGES = {
  required: 'Please fill in all required fields',
  noneSelected: 'No users selected',
  created: (name: string) => `User ${name} created successfully`,
  activated: 'User activated successfully',
  suspended: 'User suspended successfully',
  deleted: 'User deleted successfully',
  bulkDeleted: (n: number) => `${n} user(s) deleted successfully`,
  bulkActivated: (n: number) => `${n} user(s) activated successfully`,
  bulkSuspended: (n: number) => `${n} user(s) suspended successfully`,
  updated: 'User updated successfully',
  resetSent: 'Password reset email sent',
  loadFailed: 'Failed to load users',
  createFailed: 'Failed to create user',
  statusFailed: 'Failed to update user status',
  deleteFailed: 'Failed to delete user',
  bulkFailed: (action: string) => `Failed to ${action} users`,
  viewing: 'Viewing user account',
  returned: 'Returned to admin account',
  notFound: 'User not found',
  lastAdmin: 'The last administrator cannot be suspended, demoted or deleted',
  notYourself: 'You cannot suspend or delete your own account here',
  cannotImpersonateAdmin: 'An administrator account cannot be viewed as a client',
  cannotImpersonateInactive: 'Only active accounts can be viewed',
  alreadyViewing: 'Return to your admin account first',
  /** The delete confirmation of one account. */
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  /** …of one that pays: what happens to the subscription. */
  confirmDeletePaying: (name: string, what: string) =>
    `${name} pays for ${what}. Deleting the account first cancels the subscription at the payment provider, at once and without a refund, so they are not charged again. This action cannot be undone.`,
  /** …when whether it pays could not be read. */
  confirmDeleteUnknown: (name: string) =>
    `Are you sure you want to delete ${name}? Any subscription they pay for is canceled at the payment provider first, at once and without a refund. This action cannot be undone.`,
  confirmBulkDelete: (n: number) =>
    `Are you sure you want to delete ${n} user(s)? Any subscription they pay for is canceled at the payment provider first, at once and without a refund. This action cannot be undone.`,
} as const

/** An e-mail typed by an admin, checked with the spec's messages. */
export const ZAdminEmail = z
  .string({ error: ADMIN_MESSAGES.required })
  .trim()
  .min(1, { error: ADMIN_MESSAGES.required })
  .max(254, { error: 'Please enter a valid email address' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter a valid email address' })
  .meta({ format: 'email' })

export const ZAdminCreateUser = z
  .object({
    name: ZRequiredLine(120, ADMIN_MESSAGES.required),
    email: ZAdminEmail,
    password: z
      .string({ error: ADMIN_MESSAGES.required })
      .min(1, { error: ADMIN_MESSAGES.required })
      .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
      .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_POLICY_MESSAGES.tooLong }),
    role: z.enum(ROLES).default('company_driver'),
    sendWelcomeEmail: z.boolean().default(true),
  })
  .superRefine(refusePersonalParts)
  .meta({
    examples: [
      {
        name: 'Casey Trucker',
        email: 'casey@example.com',
        password: 'road-ready-pass-1',
        role: 'owner_operator',
        sendWelcomeEmail: true,
      },
    ],
  })

export const ZAdminUserPatch = z
  .object({
    fullName: ZRequiredLine(120, ADMIN_MESSAGES.required).optional(),
    role: z.enum(ROLES).optional(),
    status: z.enum(['active', 'suspended']).optional(),
    companyName: ZLine(120).nullable().optional(),
  })
  .meta({ examples: [{ status: 'suspended' }] })

/** Where an account stands with billing, as View Details shows it (from its subscriptions, not its role). */
export const ZAdminUserBilling = z.object({
  /** trialing (the free trial), active, past_due, canceled, expired (trial over, nothing bought), covered. */
  state: z.enum(['trialing', 'active', 'past_due', 'canceled', 'expired', 'covered']),
  /** The plan subscribed to (the newest not ended), or null when none. */
  plan: z
    .object({
      id: z.string(),
      name: z.string(),
      interval: z.enum(['month', 'year']),
      /** The provider's status: active, trialing, past_due, unpaid, … */
      status: z.string(),
      /** When the paid period ends: it renews then, or ends when `cancelAtPeriodEnd`. */
      renewsAt: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  addons: z.array(z.object({ id: z.string(), name: z.string(), status: z.string() })),
  trialEndsAt: z.string(),
  /** Who pays when the account is covered by another's plan (a fleet, a client). */
  coveredBy: z.string().nullable(),
})
export type AdminUserBilling = z.infer<typeof ZAdminUserBilling>

export const ZAdminUserDetails = ZAdminUser.extend({
  companyName: z.string().nullable(),
  /** IFTA records still within their four years: deleting the account warns of them. */
  iftaRecords: ZIftaRecordsKept.nullable(),
  billing: ZAdminUserBilling,
  counts: z.object({
    documents: z.number().int(),
    settlements: z.number().int(),
    ledgerEntries: z.number().int(),
    mileageEntries: z.number().int(),
  }),
  recentActivity: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actorEmail: z.string(),
      viaAdmin: z.boolean(),
    }),
  ),
})
export type AdminUserDetails = z.infer<typeof ZAdminUserDetails>

export const ADMIN_BULK_ACTIONS = ['activate', 'suspend', 'delete'] as const
export const ZAdminBulk = z
  .object({
    ids: z
      .array(z.uuid({ error: ADMIN_MESSAGES.noneSelected }), { error: ADMIN_MESSAGES.noneSelected })
      .min(1, { error: ADMIN_MESSAGES.noneSelected })
      .max(1000),
    action: z.enum(ADMIN_BULK_ACTIONS),
  })
  .meta({ examples: [{ ids: ['0f2fba88-9d59-4f09-ac1b-a784901b8b3e'], action: 'suspend' }] })
export const ZAdminBulkResult = z.object({ affected: z.number().int() })
