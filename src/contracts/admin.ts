import { z } from 'zod'
import { ZLine, ZPage, ZSearch } from './common.ts'
import { ROLES, USER_STATUSES } from './roles.ts'

const ZPageQuery = z.object(ZPage)

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

export const ZOutboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
})
export type OutboxMessage = z.infer<typeof ZOutboxMessage>

export const ZOutboxQuery = ZPageQuery.extend({ to: ZLine(254).optional() })
export const ZOutboxList = z.object({ items: z.array(ZOutboxMessage), total: z.number().int() })
