import { z } from 'zod'
import { ZLine, ZPageQuery, ZRequiredLine, ZSearch } from './common.ts'
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
} as const

/** The plan a role is on (spec 3: Driver Plan, Owner Operator Plan, Fleet Manager Plan, Basic Plan). */
export function planNameOf(role: string): string {
  switch (role) {
    case 'company_driver':
      return 'Driver Plan'
    case 'owner_operator':
      return 'Owner Operator Plan'
    case 'fleet_manager':
      return 'Fleet Manager Plan'
    default:
      return 'Basic Plan'
  }
}

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
      .min(8, { error: 'Password must be at least 8 characters long' })
      .max(256, { error: 'Password must be at most 256 characters long' }),
    role: z.enum(ROLES).default('company_driver'),
    sendWelcomeEmail: z.boolean().default(true),
  })
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

export const ZAdminUserDetails = ZAdminUser.extend({
  companyName: z.string().nullable(),
  plan: z.string(),
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
