import { z } from 'zod'
import { ROLES, USER_STATUSES } from './roles.ts'

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})

export const ZAdminUserQuery = ZPageQuery.extend({
  search: z.string().trim().max(200).optional(),
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

export const ZOutboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
})
export type OutboxMessage = z.infer<typeof ZOutboxMessage>

export const ZOutboxQuery = ZPageQuery.extend({ to: z.string().trim().optional() })
export const ZOutboxList = z.object({ items: z.array(ZOutboxMessage), total: z.number().int() })
