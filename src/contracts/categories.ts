import { z } from 'zod'
import { ZLine, ZRequiredLine } from './common.ts'

export const CATEGORY_TYPES = ['revenue', 'expense'] as const
export type CategoryType = (typeof CATEGORY_TYPES)[number]

/** The Categories tab's and the expense form's messages (spec style). */
export const CATEGORY_MESSAGES = {
  updated: 'Category updated',
  updateFailed: 'Failed to update category',
  loadFailed: 'Failed to load categories',
  notFound: 'Category not found',
  nameRequired: 'Please enter a category name',
  /** A new expense, or one moved to a category an admin switched off. */
  notOffered: 'This category is no longer offered',
  lastActive: (type: CategoryType) => `At least one ${type} category must stay active`,
} as const

export const CATEGORY_NAME_MAX = 60
export const CATEGORY_DESCRIPTION_MAX = 200

/** A category users pick from: its stable key and the admins' name and description. */
export const ZCategory = z.object({
  value: z.string(),
  type: z.enum(CATEGORY_TYPES),
  name: z.string(),
  description: z.string(),
})
export type CategoryOption = z.infer<typeof ZCategory>

/** GET /api/categories: the active categories of each type, in the admins' order. */
export const ZCategoryList = z.object({
  revenue: z.array(ZCategory),
  expense: z.array(ZCategory),
})
export type CategoryList = z.infer<typeof ZCategoryList>

/** A category as admins see it: whether it is offered, and how many ledger rows are in it. */
export const ZAdminCategory = ZCategory.extend({
  id: z.uuid(),
  active: z.boolean(),
  position: z.number().int(),
  usageCount: z.number().int(),
  updatedAt: z.string(),
})
export type AdminCategory = z.infer<typeof ZAdminCategory>

export const ZAdminCategoryList = z.object({
  revenue: z.array(ZAdminCategory),
  expense: z.array(ZAdminCategory),
})
export type AdminCategoryList = z.infer<typeof ZAdminCategoryList>

/** Rename (name, description) or switch a category on or off; any subset of the three. */
export const ZCategoryPatch = z
  .object({
    name: ZRequiredLine(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.nameRequired).optional(),
    description: ZLine(CATEGORY_DESCRIPTION_MAX).optional(),
    active: z.boolean().optional(),
  })
  .meta({
    examples: [
      {
        name: 'Fuel & DEF',
        description: 'Diesel, gasoline and DEF, at the pump or on a fuel card.',
        active: true,
      },
    ],
  })
export type CategoryPatch = z.output<typeof ZCategoryPatch>
