import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AdminCategory, AdminCategoryList, ZCategoryPatch } from '@/contracts/categories'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export function useAdminCategories() {
  return useQuery({
    queryKey: keys.admin.categories.all,
    queryFn: ({ signal }) => api<AdminCategoryList>('/api/admin/categories', { signal }),
  })
}

/** A rename or a switch on or off: the admins' list, the pick lists everyone sees, the activity. */
export function useUpdateCategory() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: z.input<typeof ZCategoryPatch> }) =>
      api<AdminCategory>(`/api/admin/categories/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates: [keys.admin.categories.all, keys.categories.all, keys.admin.activity.all] },
  })
}
