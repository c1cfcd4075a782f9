import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What a write does to the screens' data once it succeeded: each query it names is asked again.
 * A read still on its way is dropped first: it may have been answered before the write. (TanStack
 * Query's refetch cancels a running read only when the query already has data; a query's first
 * read, say a search typed just before the write, would otherwise be kept, older than the write.)
 */
export async function refreshAfterWrite(client: QueryClient, queryKeys: readonly QueryKey[]): Promise<void> {
  await Promise.all(
    queryKeys.map(async (queryKey) => {
      await client.cancelQueries({ queryKey })
      await client.invalidateQueries({ queryKey })
    }),
  )
}
