import { z } from 'zod'
import { ZAdminEmail } from './users.ts'

export const ACCESS_LEVELS = ['read', 'write'] as const
export type AccessLevel = (typeof ACCESS_LEVELS)[number]

export const ACCESS_MESSAGES = {
  granted: (email: string) => `Access granted to ${email}`,
  revoked: 'Access revoked',
  notFound: 'Access not found',
  notAccountant: 'This e-mail belongs to an account that is not an accountant',
  self: 'You cannot grant access to yourself',
  alreadyGranted: 'This accountant already has access; revoke it first to change it',
  readOnly: 'Read-only access: ask your client for read and write access to change their books',
  clientNotFound: 'Client not found',
  accountantsOnly: 'Only an accountant can do this',
  clientsOnly: 'Only a client can share their books',
  notSwitched: 'You are not working in a client’s books',
  inviteInvalid: 'This invitation is not valid any more. Ask your client for a new one.',
  inviteOtherEmail: 'Register with the e-mail address the invitation was sent to',
} as const

export const ZAccessGrantInput = z
  .object({ email: ZAdminEmail, access: z.enum(ACCESS_LEVELS).default('read') })
  .meta({ examples: [{ email: 'cpa@example.com', access: 'read' }] })

export const ZAccessGrant = z.object({
  id: z.uuid(),
  email: z.string(),
  access: z.enum(ACCESS_LEVELS),
  /** The accountant's name once they have an account. */
  accountantName: z.string().nullable(),
  createdAt: z.string(),
})
export const ZAccessGrantCreated = ZAccessGrant.extend({
  /** Only when the e-mail has no account yet: registering through it makes an accountant. */
  inviteUrl: z.string().nullable(),
})
export const ZAccessGrantList = z.object({ items: z.array(ZAccessGrant) })

export const ZAccountantClient = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  role: z.string(),
  access: z.enum(ACCESS_LEVELS),
  revenueCents: z.number().int(),
  expensesCents: z.number().int(),
  netCents: z.number().int(),
  documentsToReview: z.number().int(),
  lastActivity: z.string().nullable(),
})
export const ZAccountantClientList = z.object({ items: z.array(ZAccountantClient) })

export const ZAccountantTask = z.object({
  clientId: z.uuid(),
  clientName: z.string(),
  kind: z.enum(['estimated_tax', 'ifta', 'form_2290', 'settlements_review']),
  title: z.string(),
  dueDate: z.string().nullable(),
})
export const ZAccountantTaskList = z.object({ items: z.array(ZAccountantTask) })
