import { useMutation, useQuery } from '@tanstack/react-query'
import type { ConfirmImport, IftaImport, ImportResult } from '@/contracts/ifta-imports'
import type { ImportKind } from '@/domain/ifta/import/import-fields'
import { api } from '@/web/lib/api'
import { postFiles } from '@/web/lib/documents/upload-files'
import { keys } from '@/web/lib/query-keys'

/** An ELD or fuel card export, read by the server: its columns and the mapping it guessed. */
export function useStartIftaImport() {
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: ImportKind }) =>
      postFiles<IftaImport>(`/api/ifta/imports?kind=${kind}`, [file]),
    meta: { invalidates: [keys.iftaImports.all] },
  })
}

export function useIftaImport(id: string) {
  return useQuery({
    queryKey: keys.iftaImports.detail(id),
    queryFn: ({ signal }) => api<IftaImport>(`/api/ifta/imports/${id}`, { signal }),
    enabled: Boolean(id),
  })
}

/** Makes the file's trips or fuel purchases; purchases post fuel expenses, so the books change too. */
export function useConfirmIftaImport(id: string) {
  return useMutation({
    mutationFn: (input: ConfirmImport) =>
      api<ImportResult>(`/api/ifta/imports/${id}/confirm`, { method: 'POST', body: input }),
    meta: {
      invalidates: [keys.iftaImports.all, keys.ifta.all, keys.expenses.all, keys.dashboard.all],
    },
  })
}
